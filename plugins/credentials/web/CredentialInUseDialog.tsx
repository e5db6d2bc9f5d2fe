import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { CredentialUsage } from '../common/credentialApi.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground3 },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorPaletteRedForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

export interface CredentialInUseDialogProps {
  /** Open while set: the credential's name and the flows the server named in its 409. */
  refusal: { name: string; flows: CredentialUsage[] } | null;
  onCancel(): void;
  onForce(): void;
}

/** A refused delete: which flows use the credential, and a way to delete it anyway. */
export function CredentialInUseDialog({ refusal, onCancel, onForce }: CredentialInUseDialogProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={refusal !== null} onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('Credential in use')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              {refusal?.flows.length === 1
                ? t("'{{name}}' is used by this flow:", { name: refusal?.name })
                : t("'{{name}}' is used by these flows:", { name: refusal?.name })}
            </Text>
            <ul className={styles.list} aria-label={t('Flows using the credential')}>
              {refusal?.flows.map((f) => (
                <li key={f.id}>
                  <Text weight="semibold">{f.name}</Text>{' '}
                  <Text className={styles.muted}>({f.type.toLowerCase()})</Text>
                </li>
              ))}
            </ul>
            <Text className={styles.muted}>
              {t('Deleting it anyway makes those flows fail until you pick another credential.')}
            </Text>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('Cancel')}</Button>
            <Button appearance="primary" className={styles.danger} onClick={onForce}>
              {t('Delete anyway')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
