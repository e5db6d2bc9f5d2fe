import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /** Save, or Enter in a field; never called while read-only. */
  onSubmit(): void;
  /** The error line above the fields (a failed save or load). */
  error?: ReactNode;
  /** Saving: the submit button is disabled and says busyLabel. */
  busy?: boolean;
  /** Disables the submit button for another reason (still loading). */
  submitDisabled?: boolean;
  /** Save by default; the caller's text is shown as given (already translated). */
  submitLabel?: string;
  busyLabel?: string;
  /** Shows the fields only: no submit button, Cancel reads Close. */
  readOnly?: boolean;
  surfaceClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * The dialog of an edit form: title, error line, fields, Cancel and a submit button. A real form, so
 * Enter in a field submits; noValidate because the fields show their own messages.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  error,
  busy = false,
  submitDisabled = false,
  submitLabel,
  busyLabel,
  readOnly = false,
  surfaceClassName,
  contentClassName,
  children,
}: FormDialogProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={surfaceClassName}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={mergeClasses(styles.content, contentClassName)}>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {readOnly ? t('Close') : t('Cancel')}
              </Button>
              {!readOnly && (
                <Button appearance="primary" type="submit" disabled={busy || submitDisabled}>
                  {busy ? (busyLabel ?? t('Saving…')) : (submitLabel ?? t('Save'))}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
