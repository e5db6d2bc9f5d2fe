import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Stop20Filled } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ChatItem, NodeProgress } from '../common/chatItem.ts';
import type { ChatKind } from '../common/chatStorage.ts';
import type { ChatUpload } from '../common/chatUpload.ts';
import { type PublicChatbotConfig, starterPromptList } from '../common/publicChatbotConfig.ts';
import { formText } from '../common/startForm.ts';
import { ChatInputBar } from './ChatInputBar.tsx';
import { type ChatClient, chatClient } from './chatClient.ts';
import { LeadForm } from './LeadForm.tsx';
import { Markdown } from './Markdown.tsx';
import { MessageRow } from './MessageRow.tsx';
import { StartFormCard } from './StartFormCard.tsx';
import { useChat } from './useChat.ts';
import { useChatSetup } from './useChatSetup.ts';
import './chatMessages.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

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
  formStop: {
    display: 'flex',
    justifyContent: 'space-between',
    padding: '10px 12px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
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
  const t = useT();
  const s = useStyles();
  const transport = useMemo(() => client ?? chatClient(kind), [client, kind]);
  const chat = useChat({ flowId, kind, client: transport, ...(onNodeStatus ? { onNodeStatus } : {}) });
  // Re-read after each run and per chat (not while one streams): a flow saved meanwhile shows.
  const refresh = chat.busy ? null : `${chat.chatId}:${chat.items.length}`;
  const setup = useChatSetup(transport, flowId, refresh, config);
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
      humanInput: {
        type,
        ...(item.action ? { startNodeId: item.action.data.nodeId } : {}),
        ...(feedback ? { feedback } : {}),
      },
    });
  }, []);

  const last = chat.items.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the last message grows
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.items.length, last?.content]);

  const submit = (q: string, uploads: ChatUpload[] = []) => {
    if ((!q.trim() && !uploads.length) || chat.busy) return;
    void chat.send(q, uploads.length ? { uploads } : {});
  };
  const form = setup.form;
  const submitForm = (values: Record<string, unknown>) =>
    void chat.send('', { form: values, formLabel: formText(values, form?.fields) });
  // A form flow starts each run from its form; a paused run waits for its buttons instead.
  const showForm = !!form && !chat.busy && !last?.action;

  const needLead = !!config.leads?.status && !chat.lead;
  const showFeedback = kind === 'INTERNAL' || !!config.chatFeedback?.status;
  const title = config.title ?? 'Chat';
  const starters = starterPromptList(config.starterPrompts);
  const clearButton = (
    <Button
      appearance="subtle"
      icon={<Delete20Regular />}
      onClick={() => void chat.clear()}
      disabled={!chat.items.length}
      aria-label={t('Clear chat')}
      title={t('Clear chat')}
    />
  );
  return (
    <section className={mergeClasses(s.root, className)} aria-label={title}>
      {/* Without a title the host draws the header: clear moves to the input bar, no empty bar here. */}
      {!hideTitle && (
        <div
          className={s.header}
          style={{ backgroundColor: config.titleBackgroundColor, color: config.titleTextColor }}
        >
          <Text as="h1" weight="semibold" size={400} className={s.title}>
            {title}
          </Text>
          {clearButton}
        </div>
      )}
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
        {!needLead && !form && !chat.items.length && starters.length > 0 && (
          <div className={s.prompts}>
            {starters.map((p) => (
              <Button key={p} shape="circular" size="small" onClick={() => submit(p)}>
                {p}
              </Button>
            ))}
          </div>
        )}
        {!needLead && !form && !chat.items.length && !config.welcomeMessage && !starters.length && (
          <Text
            align="center"
            style={{ color: tokens.colorNeutralForeground3, marginTop: 'auto', marginBottom: 'auto' }}
          >
            {t('Ask a question to start the chat.')}
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
        {showForm && !needLead && <StartFormCard form={form} disabled={chat.busy} onSubmit={submitForm} />}
      </div>
      {form && (chat.busy || hideTitle) && (
        <div className={s.formStop}>
          {hideTitle && clearButton}
          {chat.busy && (
            <Button
              icon={<Stop20Filled />}
              onClick={chat.stop}
              aria-label={t('Stop generating')}
              style={{ marginLeft: 'auto' }}
            >
              {t('Stop')}
            </Button>
          )}
        </div>
      )}
      {!form && (
        <ChatInputBar
          textInput={config.textInput}
          busy={chat.busy}
          disabled={needLead}
          allowed={setup.uploads}
          onSend={submit}
          onStop={chat.stop}
          {...(hideTitle
            ? { clear: { onClear: () => void chat.clear(), disabled: !chat.items.length } }
            : {})}
        />
      )}
    </section>
  );
}
