import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { useProfileForm } from './account/useProfileForm.ts';
import './identityMessages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Profile menu > Update Profile: the signed-in user's name and email (spec section 4: profile update). */
export default function UpdateProfileDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const t = useT();
  const form = useProfileForm(onClose);

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={form.save} noValidate>
          <DialogBody>
            <DialogTitle>{t('Update Profile')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('Name')} required validationMessage={form.nameError}>
                <Input value={form.name} onChange={(_, d) => form.setName(d.value)} autoComplete="name" />
              </Field>
              <Field label={t('Email')} required validationMessage={form.emailError}>
                <Input
                  type="email"
                  value={form.email}
                  onChange={(_, d) => form.setEmail(d.value)}
                  autoComplete="email"
                />
              </Field>
              {form.problem && (
                <div role="alert" className={styles.error}>
                  {form.problem}
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={form.saving}>
                {t('Cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={form.saving}>
                {form.saving ? t('Saving…') : t('Save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
