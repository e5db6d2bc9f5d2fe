import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { API_BASE } from '../../../host/web/http/http.ts';
import type { PublicChatbotConfig } from '../common/publicChatbotConfig.ts';
import { ChatPanel } from './ChatPanel.tsx';
import './chatMessages.ts';
import { currentLanguage, useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  page: {
    height: '100dvh',
    display: 'flex',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  frame: {
    width: '100%',
    maxWidth: '900px',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  center: { margin: 'auto', padding: '24px' },
});

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; config: PublicChatbotConfig };

/** /chatbot/:id — a full-page public chat with a flow, themed by its chatbot configuration. */
export default function ChatbotPage() {
  const t = useT();
  const s = useStyles();
  const { id = '' } = useParams<{ id: string }>();
  const [state, setState] = useState<State>({ status: 'loading' });
  // The config's unset texts come in the UI's language (the server fills them for the embed widget).
  const language = currentLanguage();
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetch(`${API_BASE}/public-chatbotConfig/${encodeURIComponent(id)}?lang=${language}`)
      .then(async (res) => {
        const data = (await res.json().catch(() => ({}))) as PublicChatbotConfig & { message?: string };
        if (!res.ok)
          throw new Error(
            res.status === 404
              ? 'This chatbot does not exist.'
              : (data.message ?? 'The chatbot could not be loaded.'),
          );
        if (live) setState({ status: 'ready', config: data });
      })
      .catch((err: Error) => live && setState({ status: 'error', message: err.message }));
    return () => {
      live = false;
    };
  }, [id, language]);
  useEffect(() => {
    if (state.status === 'ready') document.title = state.config.title ?? 'Chatbot';
  }, [state]);

  const config = state.status === 'ready' ? state.config : undefined;
  return (
    <main className={s.page} style={{ backgroundColor: config?.backgroundColor }}>
      <div
        className={s.frame}
        style={{ backgroundColor: config?.backgroundColor, fontSize: config?.fontSize }}
      >
        {state.status === 'loading' && <Spinner className={s.center} label={t('Loading chatbot…')} />}
        {state.status === 'error' && (
          <MessageBar intent="error" className={s.center}>
            <MessageBarBody>{state.message}</MessageBarBody>
          </MessageBar>
        )}
        {config && <ChatPanel flowId={id} kind="EXTERNAL" config={config} />}
      </div>
    </main>
  );
}
