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
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { auth, authActions } from '../../../host/web/stores/auth.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { emailProblem } from '../common/passwordRules.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Profile menu > Update Profile: the signed-in user's name and email (spec section 4: profile update). */
export default function UpdateProfileDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const { user } = useSnapshot(auth);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const nameError = name.trim() ? null : 'Name is required';
  const emailError = emailProblem(email);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (!user || nameError || emailError) return;
    setSaving(true);
    try {
      await http.put('/user', { id: user.id, name: name.trim(), email: email.trim() });
      authActions.updateProfile({ name: name.trim(), email: email.trim().toLowerCase() });
      notify.success('Profile updated');
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={save} noValidate>
          <DialogBody>
            <DialogTitle>Update Profile</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Name" required validationMessage={tried ? nameError : null}>
                <Input value={name} onChange={(_, d) => setName(d.value)} autoComplete="name" />
              </Field>
              <Field label="Email" required validationMessage={tried ? emailError : null}>
                <Input
                  type="email"
                  value={email}
                  onChange={(_, d) => setEmail(d.value)}
                  autoComplete="email"
                />
              </Field>
              {problem && (
                <div role="alert" className={styles.error}>
                  {problem}
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
