import {
  Badge,
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
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  Delete20Regular,
  ThumbDislike16Regular,
  ThumbLike16Regular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { downloadText } from '../../flows/web/downloadText.ts';
import { groupSessions, type StoredMessage } from '../common/groupSessions.ts';
import { AttachmentStrip } from './ChatAttachments.tsx';
import { Markdown } from './Markdown.tsx';
import { ToolChips } from './ToolChips.tsx';
import './chatMessages.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 96vw)', width: '96vw' },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-end', marginBottom: '12px' },
  body: { display: 'grid', gridTemplateColumns: 'minmax(200px, 300px) 1fr', gap: '12px', height: '60vh' },
  sessions: { overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '4px' },
  session: {
    textAlign: 'left',
    justifyContent: 'flex-start',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    padding: '8px',
    minWidth: 0,
  },
  sessionTitle: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  messages: {
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '8px',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  message: {
    padding: '8px 10px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  user: { backgroundColor: tokens.colorBrandBackground2 },
  meta: {
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  sessionActions: { display: 'flex', justifyContent: 'flex-end', gap: '8px' },
});

type FeedbackFilter = '' | 'THUMBS_UP' | 'THUMBS_DOWN';

const day = (d: string, end: boolean) =>
  d ? new Date(`${d}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;

/** A flow's stored chats: sessions, messages with sources and feedback, date/feedback filters, delete, export. */
export function ViewMessagesDialog({
  flowId,
  flowName,
  open,
  onClose,
}: {
  flowId: string;
  flowName: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const s = useStyles();
  const [messages, setMessages] = useState<StoredMessage[] | null>(null);
  const [error, setError] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [feedback, setFeedback] = useState<FeedbackFilter>('');
  const [selected, setSelected] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError('');
    setMessages(null);
    try {
      const rows = await http.get<StoredMessage[]>(`/chatmessage/${flowId}`, {
        query: { startDate: day(from, false), endDate: day(to, true) },
      });
      setMessages(rows);
    } catch (err) {
      setError(errorMessage(err));
      setMessages([]);
    }
  }, [flowId, from, to]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  // The feedback filter keeps whole chats (with their questions), so it works on the loaded list.
  const sessions = useMemo(
    () =>
      groupSessions(messages ?? []).filter(
        (x) => !feedback || x.messages.some((m) => m.feedback?.rating === feedback),
      ),
    [messages, feedback],
  );
  const shown = useMemo(() => sessions.flatMap((x) => x.messages), [sessions]);
  const current = sessions.find((x) => x.chatId === selected) ?? sessions[0];

  const remove = async () => {
    if (!current) return;
    const ok = await confirm({
      title: 'Delete messages',
      description: `Delete the ${current.messages.length} messages of this chat? This cannot be undone.`,
      confirmButtonName: 'Delete',
    });
    if (!ok) return;
    try {
      await http.delete(`/chatmessage/${flowId}`, { query: { chatId: current.chatId } });
      setSelected(null);
      await load();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      {/* Hosts may sit in clickable rows: React events bubble through the portal. */}
      <DialogSurface className={s.surface} onClick={(e) => e.stopPropagation()}>
        <DialogBody>
          <DialogTitle>{t('Messages: {{flowName}}', { flowName })}</DialogTitle>
          <DialogContent>
            <div className={s.filters}>
              <Field label={t('From')}>
                <Input type="date" value={from} onChange={(_, d) => setFrom(d.value)} />
              </Field>
              <Field label={t('To')}>
                <Input type="date" value={to} onChange={(_, d) => setTo(d.value)} />
              </Field>
              <Field label={t('Feedback')}>
                <Select value={feedback} onChange={(_, d) => setFeedback(d.value as FeedbackFilter)}>
                  <option value="">{t('Any')}</option>
                  <option value="THUMBS_UP">{t('Thumbs up')}</option>
                  <option value="THUMBS_DOWN">{t('Thumbs down')}</option>
                </Select>
              </Field>
            </div>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {messages === null ? (
              <Spinner label={t('Loading messages…')} />
            ) : !sessions.length ? (
              <Text>{t('No messages yet.')}</Text>
            ) : (
              <div className={s.body}>
                <div className={s.sessions} role="listbox" aria-label={t('Chats')}>
                  {sessions.map((x) => (
                    <Button
                      key={x.chatId}
                      role="option"
                      data-testid="chat-session"
                      aria-selected={x.chatId === current?.chatId}
                      appearance={x.chatId === current?.chatId ? 'secondary' : 'subtle'}
                      className={s.session}
                      onClick={() => setSelected(x.chatId)}
                    >
                      <span className={s.sessionTitle}>{x.firstQuestion}</span>
                      <span className={s.meta}>
                        {new Date(x.lastDate).toLocaleString()} · {x.messages.length}
                        {x.thumbsUp > 0 && (
                          <Badge
                            color="success"
                            size="small"
                            icon={<ThumbLike16Regular />}
                            aria-label={t('{{count}} thumbs up', { count: x.thumbsUp })}
                          >
                            {x.thumbsUp}
                          </Badge>
                        )}
                        {x.thumbsDown > 0 && (
                          <Badge
                            color="danger"
                            size="small"
                            icon={<ThumbDislike16Regular />}
                            aria-label={t('{{count}} thumbs down', { count: x.thumbsDown })}
                          >
                            {x.thumbsDown}
                          </Badge>
                        )}
                      </span>
                    </Button>
                  ))}
                </div>
                {current && (
                  <div className={s.messages}>
                    <div className={s.sessionActions}>
                      <Text className={s.meta}>{t('Chat {{id}}', { id: current.chatId })}</Text>
                      <Button icon={<Delete20Regular />} onClick={() => void remove()}>
                        {t('Delete chat')}
                      </Button>
                    </div>
                    {current.messages.map((m) => (
                      <div key={m.id} className={mergeClasses(s.message, m.role === 'userMessage' && s.user)}>
                        <div className={s.meta}>
                          <strong>{m.role === 'userMessage' ? t('User') : t('Bot')}</strong>
                          {new Date(m.createdDate).toLocaleString()}
                          {m.feedback && (
                            <Badge
                              color={m.feedback.rating === 'THUMBS_UP' ? 'success' : 'danger'}
                              size="small"
                            >
                              {m.feedback.rating === 'THUMBS_UP' ? t('Thumbs up') : t('Thumbs down')}
                              {m.feedback.content ? `: ${m.feedback.content}` : ''}
                            </Badge>
                          )}
                        </div>
                        {m.fileUploads?.length ? <AttachmentStrip uploads={m.fileUploads} /> : null}
                        <Markdown text={m.content} />
                        <ToolChips
                          item={{
                            key: m.id,
                            role: m.role,
                            content: m.content,
                            ...(m.usedTools ? { usedTools: m.usedTools } : {}),
                            ...(m.sourceDocuments ? { sourceDocuments: m.sourceDocuments } : {}),
                          }}
                        />
                      </div>
                    ))}
                  </div>
                )}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              icon={<ArrowDownload20Regular />}
              disabled={!shown.length}
              onClick={() => downloadText(`${flowName}-messages.json`, JSON.stringify(shown, null, 2))}
            >
              {t('Export JSON')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {t('Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
