import { ROOM } from '../../common/canvasRoom.ts';
import { Button, Caption1, makeStyles, Subtitle2, tokens, Tooltip } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { ChatPanel } from '../../../chat/web/ChatPanel.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: {
    width: `${ROOM.chat}px`,
    maxWidth: '45vw',
    display: 'flex',
    flexDirection: 'column',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minHeight: 0,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flex: 1, display: 'flex', flexDirection: 'column' },
  chat: { flex: 1, minHeight: 0 },
});

/** The canvas's chat: talks to the saved flow through the internal prediction route. */
export function CanvasChatPanel({
  flowId,
  dirty,
  onClose,
}: {
  flowId: string;
  dirty: boolean;
  onClose(): void;
}) {
  const t = useT();
  const s = useStyles();
  return (
    <aside className={s.root} aria-label={t('Chat with this flow')}>
      <div className={s.head}>
        <div className={s.title}>
          <Subtitle2>{t('Chat')}</Subtitle2>
          {/* Runs use what is stored, so unsaved edits are not part of them yet. */}
          {dirty && <Caption1>{t('Save to chat with your latest changes.')}</Caption1>}
        </div>
        <Tooltip content={t('Close chat')} relationship="label">
          <Button appearance="subtle" icon={<Dismiss20Regular />} onClick={onClose} />
        </Tooltip>
      </div>
      <ChatPanel flowId={flowId} kind="INTERNAL" hideTitle className={s.chat} />
    </aside>
  );
}
