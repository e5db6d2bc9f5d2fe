import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import type { ChatItem } from '../common/chatItem.ts';
import type { PublicChatbotConfig } from '../common/publicChatbotConfig.ts';
import { AttachmentStrip } from './ChatAttachments.tsx';
import { FeedbackControls } from './FeedbackControls.tsx';
import { HumanInputActions } from './HumanInputActions.tsx';
import { Markdown } from './Markdown.tsx';
import { NodeProgressList } from './NodeProgressList.tsx';
import { ToolChips } from './ToolChips.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: '6px', maxWidth: '100%' },
  user: { alignItems: 'flex-end' },
  bubble: {
    maxWidth: 'min(85%, 760px)',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusXLarge,
    fontSize: tokens.fontSizeBase300,
  },
  userBubble: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  apiBubble: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow2,
  },
  // a refused run lists its problems one a line
  error: {
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-line',
  },
});

export interface MessageRowProps {
  item: ChatItem;
  busy: boolean;
  showFeedback: boolean;
  botStyle?: PublicChatbotConfig['botMessage'];
  userStyle?: PublicChatbotConfig['userMessage'];
  onRate: (item: ChatItem, rating: 'THUMBS_UP' | 'THUMBS_DOWN', content?: string) => Promise<void>;
  onHumanInput: (item: ChatItem, type: 'proceed' | 'reject', feedback: string) => void;
}

/** One message. Memoised: while a reply streams, only the streaming row re-renders. */
export const MessageRow = memo(function MessageRow({
  item,
  busy,
  showFeedback,
  botStyle,
  userStyle,
  onRate,
  onHumanInput,
}: MessageRowProps) {
  const t = useT();
  const s = useStyles();
  const user = item.role === 'userMessage';
  const style = user ? userStyle : botStyle;
  return (
    <div
      className={mergeClasses(s.row, user && s.user)}
      data-testid={user ? 'chat-user-message' : 'chat-api-message'}
    >
      {!user && item.nodes && item.nodes.length > 0 && <NodeProgressList nodes={item.nodes} />}
      {user && item.fileUploads && <AttachmentStrip uploads={item.fileUploads} />}
      {(item.content || !user) && (
        <div
          className={mergeClasses(s.bubble, user ? s.userBubble : s.apiBubble)}
          style={{ backgroundColor: style?.backgroundColor, color: style?.textColor }}
        >
          {item.content ? (
            <Markdown text={item.content} />
          ) : item.streaming ? (
            <Spinner size="tiny" label={t('Thinking…')} />
          ) : null}
          {item.error && (
            <div role="alert" className={s.error}>
              {item.error}
            </div>
          )}
        </div>
      )}
      {!user && <ToolChips item={item} />}
      {!user && item.action && (
        <HumanInputActions
          action={item.action}
          disabled={busy}
          onAnswer={(type, feedback) => onHumanInput(item, type, feedback)}
        />
      )}
      {!user && !item.streaming && item.content && (
        <FeedbackControls
          text={item.content}
          feedback={item.feedback}
          canRate={showFeedback && !!item.messageId}
          onRate={(rating, content) => onRate(item, rating, content)}
        />
      )}
    </div>
  );
});
