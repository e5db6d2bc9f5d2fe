import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { ChatPanel } from '../../../chat/public-web.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  chat: { height: '70vh', minHeight: '420px', width: '100%', display: 'flex', flexDirection: 'column' },
  panel: { flexGrow: 1, width: '100%', minHeight: 0 },
});

/** A chat with the assistant's flow, to try it (its messages are kept like any flow's). */
export function TryAssistantDialog({
  name,
  flowId,
  onClose,
}: {
  name: string;
  flowId: string;
  onClose(): void;
}) {
  const t = useT();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={t('Chat with {{name}}', { name })}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('Close')}
                icon={<Dismiss24Regular />}
                onClick={onClose}
              />
            }
          >
            {t('Chat with {{name}}', { name })}
          </DialogTitle>
          <DialogContent className={styles.chat}>
            <ChatPanel className={styles.panel} flowId={flowId} kind="INTERNAL" hideTitle />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
