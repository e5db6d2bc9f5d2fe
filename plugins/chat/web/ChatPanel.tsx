import { Button, makeStyles, mergeClasses, Text, Textarea, tokens } from '@fluentui/react-components';
import { Delete20Regular, Send20Filled, Stop20Filled } from '@fluentui/react-icons';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatItem, NodeProgress } from '../common/chatItem.ts';
import type { ChatKind } from '../common/chatStorage.ts';
import { type PublicChatbotConfig, starterPromptList } from '../common/publicChatbotConfig.ts';
import type { ChatClient } from './chatClient.ts';
import { LeadForm } from './LeadForm.tsx';
import { Markdown } from './Markdown.tsx';
import { MessageRow } from './MessageRow.tsx';
import { useChat } from './useChat.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '8px 12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  list: {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    padding: '16px 12px',
  },
  welcome: {
    alignSelf: 'flex-start',
    maxWidth: 'min(85%, 760px)',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  prompts: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  inputBar: {
    display: 'flex',
    gap: '8px',
    alignItems: 'flex-end',
    padding: '10px 12px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  input: { flex: 1 },
});

export interface ChatPanelProps {
  /** The flow to chat with. */
  flowId: string;
  /** 'INTERNAL': the signed-in canvas (internal-prediction, stored history); 'EXTERNAL': public chatbot. */
  kind: ChatKind;
  /** Look and behaviour (title, welcome, starter prompts, colours, lead capture, feedback). */
  config?: PublicChatbotConfig;
  /** Every node status of a run, e.g. to colour canvas nodes. */
  onNodeStatus?: (node: NodeProgress) => void;
  /** Hide the title bar (a host that draws its own header); the clear button stays reachable. */
  hideTitle?: boolean;
  className?: string;
  /** Test seam: another transport. */
  client?: ChatClient;
}

/**
 * A streaming chat with one flow: markdown answers, node progress, tools, human input,
 * stop, clear, feedback and copy. Reused by the canvas (kind INTERNAL) and /chatbot/:id.
 */
export function ChatPanel({
  flowId,
  kind,
  config = {},
  onNodeStatus,
  hideTitle,
  className,
  client,
}: ChatPanelProps) {
  const s = useStyles();
  const chat = useChat({
    flowId,
    kind,
    ...(onNodeStatus ? { onNodeStatus } : {}),
    ...(client ? { client } : {}),
  });
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  // Stable handlers, so memoised rows do not re-render when the hook's callbacks change.
  const latest = useRef(chat);
  latest.current = chat;
  const onRate = useCallback(
    (item: ChatItem, rating: 'THUMBS_UP' | 'THUMBS_DOWN', content?: string) =>
      latest.current.rate(item, rating, content),
    [],
  );
  const onHumanInput = useCallback((item: ChatItem, type: 'proceed' | 'reject', feedback: string) => {
    void latest.current.send('', {
      type,
      ...(item.action ? { startNodeId: item.action.data.nodeId } : {}),
      ...(feedback ? { feedback } : {}),
    });
  }, []);

  const last = chat.items.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the last message grows
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.items.length, last?.content]);

  const submit = (q = text) => {
    if (!q.trim() || chat.busy) return;
    setText('');
    void chat.send(q);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const needLead = !!config.leads?.status && !chat.lead;
  const showFeedback = kind === 'INTERNAL' || !!config.chatFeedback?.status;
  const title = config.title ?? 'Chat';
  const starters = starterPromptList(config.starterPrompts);
  return (
    <section className={mergeClasses(s.root, className)} aria-label={title}>
      <div
        className={s.header}
        style={{ backgroundColor: config.titleBackgroundColor, color: config.titleTextColor }}
      >
        {!hideTitle && (
          <Text as="h1" weight="semibold" size={400} className={s.title}>
            {title}
          </Text>
        )}
        {hideTitle && <span className={s.title} />}
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          onClick={() => void chat.clear()}
          disabled={!chat.items.length}
          aria-label="Clear chat"
          title="Clear chat"
        />
      </div>
      <div ref={listRef} className={s.list} aria-live="polite" data-testid="chat-messages">
        {config.welcomeMessage && (
          <div className={s.welcome}>
            <Markdown text={config.welcomeMessage} />
          </div>
        )}
        {needLead && (
          <LeadForm
            settings={config.leads as NonNullable<PublicChatbotConfig['leads']>}
            onSave={chat.saveLead}
          />
        )}
        {!needLead && !chat.items.length && starters.length > 0 && (
          <div className={s.prompts}>
            {starters.map((p) => (
              <Button key={p} shape="circular" size="small" onClick={() => submit(p)}>
                {p}
              </Button>
            ))}
          </div>
        )}
        {!needLead && !chat.items.length && !config.welcomeMessage && !starters.length && (
          <Text
            align="center"
            style={{ color: tokens.colorNeutralForeground3, marginTop: 'auto', marginBottom: 'auto' }}
          >
            Ask a question to start the chat.
          </Text>
        )}
        {chat.items.map((item) => (
          <MessageRow
            key={item.key}
            item={item}
            busy={chat.busy}
            showFeedback={showFeedback}
            botStyle={config.botMessage}
            userStyle={config.userMessage}
            onRate={onRate}
            onHumanInput={onHumanInput}
          />
        ))}
      </div>
      <div className={s.inputBar} style={{ backgroundColor: config.textInput?.backgroundColor }}>
        <Textarea
          className={s.input}
          aria-label="Message"
          placeholder={config.textInput?.placeholder ?? 'Type your question…'}
          value={text}
          disabled={needLead}
          resize="vertical"
          onChange={(_, d) => setText(d.value)}
          onKeyDown={onKeyDown}
          style={{ color: config.textInput?.textColor }}
        />
        {chat.busy ? (
          <Button icon={<Stop20Filled />} onClick={chat.stop} aria-label="Stop generating">
            Stop
          </Button>
        ) : (
          <Button
            appearance="primary"
            icon={<Send20Filled />}
            onClick={() => submit()}
            disabled={needLead || !text.trim()}
            aria-label="Send"
            style={
              config.textInput?.sendButtonColor
                ? { backgroundColor: config.textInput.sendButtonColor }
                : undefined
            }
          />
        )}
      </div>
    </section>
  );
}
