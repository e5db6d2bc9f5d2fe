import { MessageBar, MessageBarBody, makeStyles, Spinner, Tab, TabList } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import {
  type ChatbotConfigForm,
  chatbotConfigErrors,
  chatbotConfigForm,
  mergeChatbotConfig,
  parseChatbotConfig,
} from '../../chat/common/chatbotConfigForm.ts';
import type { FlowRecord } from '../common/flowTypes.ts';
import {
  type McpServerSettings,
  mcpServerSettingsErrors,
  parseMcpServerSettings,
  withMcpServerSettings,
} from '../common/mcpServerSettings.ts';
import { type ChatbotConfigTab, ChatbotConfigPanel } from './ChatbotConfigPanel.tsx';
import { flowConflict, flowsApi } from './flowsApi.ts';
import { McpServerPanel } from './McpServerPanel.tsx';
import './flowsMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 32px)' },
  content: { minHeight: '360px' },
});

type Stored = Pick<FlowRecord, 'chatbotConfig' | 'apiConfig' | 'updatedDate'>;
interface Base {
  config: Record<string, unknown>;
  broken: boolean;
  apiConfig: string | null;
  updatedDate: string;
}

const baseOf = (flow: Stored): Base => ({
  ...parseChatbotConfig(flow.chatbotConfig),
  apiConfig: flow.apiConfig ?? null,
  updatedDate: flow.updatedDate,
});

type DialogTab = ChatbotConfigTab | 'mcp';
const TABS: { value: DialogTab; label: string }[] = [
  { value: 'chatbot', label: 'Chatbot' },
  { value: 'colours', label: 'Colours' },
  { value: 'leads', label: 'Leads' },
  { value: 'uploads', label: 'File uploads' },
  { value: 'mcp', label: 'MCP server' },
];
const sameMcp = (a: McpServerSettings, b: McpServerSettings) =>
  (a.toolName ?? '').trim() === (b.toolName ?? '').trim() &&
  (a.description ?? '').trim() === (b.description ?? '').trim();
const tabOf = (errorKey: string): ChatbotConfigTab =>
  errorKey.startsWith('colours') ? 'colours' : errorKey === 'leads' ? 'leads' : 'chatbot';

const CONFLICT =
  'This flow was changed elsewhere since it was opened. Your edits are kept: Save again to apply them to the latest version, or Cancel.';

export interface ChatbotConfigDialogProps {
  open: boolean;
  flowId: string;
  flowName: string;
  /** The version to edit (the canvas's own); without it the dialog loads the stored flow. */
  flow?: Stored;
  onClose(): void;
  /** After a save: the stored flow, and the updatedDate the save was based on. */
  onSaved?(record: FlowRecord, basedOn: string): void;
}

/**
 * The flow's chatbot configuration (what /chatbot/:id and the embed widget read), by tab, and the
 * tool it is as an MCP server (api_config.mcpServer). Saves only chatbotConfig, and apiConfig when
 * the MCP fields changed, with the updatedDate it started from; a 409 keeps the edits and rebases them.
 */
export function ChatbotConfigDialog({
  open,
  flowId,
  flowName,
  flow,
  onClose,
  onSaved,
}: ChatbotConfigDialogProps) {
  const styles = useStyles();
  const t = useT();
  const saving = useSaving();
  const [base, setBase] = useState<Base | null>(null);
  const [form, setForm] = useState<ChatbotConfigForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mcp, setMcp] = useState<McpServerSettings>({});
  const [tab, setTab] = useState<DialogTab>('chatbot');
  const [submitted, setSubmitted] = useState(false);

  // Starts afresh at each opening; the canvas's flow is read only then (it is the version edited).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!open) return;
    const start = (b: Base) => {
      setBase(b);
      setForm(chatbotConfigForm(b.config));
      setMcp(parseMcpServerSettings(b.apiConfig));
    };
    setTab('chatbot');
    setSubmitted(false);
    setLoadError(null);
    saving.setFailure(null);
    if (flow) {
      start(baseOf(flow));
      return;
    }
    setBase(null);
    setForm(null);
    const abort = new AbortController();
    flowsApi
      .get(flowId, abort.signal)
      .then((r) => start(baseOf(r)))
      .catch((err) => !abort.signal.aborted && setLoadError(errorMessage(err)));
    return () => abort.abort();
  }, [open, flowId]);

  const errors = form && submitted ? chatbotConfigErrors(form) : {};
  const submit = () => {
    if (!form || !base) return;
    setSubmitted(true);
    const first = Object.keys(chatbotConfigErrors(form))[0];
    if (first) {
      setTab(tabOf(first));
      return;
    }
    if (Object.keys(mcpServerSettingsErrors(mcp)).length) {
      setTab('mcp');
      return;
    }
    void saving.run(
      async () => {
        const chatbotConfig = JSON.stringify(mergeChatbotConfig(base.config, form));
        // api_config holds more than the MCP settings (the peer's rate limit): sent only when they changed.
        const apiConfig = sameMcp(mcp, parseMcpServerSettings(base.apiConfig))
          ? {}
          : { apiConfig: withMcpServerSettings(base.apiConfig, mcp) };
        const next = await flowsApi.update(flowId, {
          chatbotConfig,
          ...apiConfig,
          updatedDate: base.updatedDate,
        });
        notify.success(t('Saved the configuration of "{{name}}"', { name: next.name }));
        onSaved?.(next, base.updatedDate);
        onClose();
      },
      (err) => {
        const current = flowConflict(err);
        if (!current) return false;
        // The form keeps the user's edits; a second Save merges them into the stored version.
        setBase(baseOf(current));
        saving.setFailure(t(CONFLICT));
        return true;
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('Configuration: {{name}}', { name: flowName })}
      onClose={onClose}
      onSubmit={submit}
      error={loadError ? t('Could not load the flow: {{error}}', { error: loadError }) : saving.failure}
      busy={saving.busy}
      submitDisabled={!form}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      {base?.broken && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('The stored configuration is not valid JSON; saving replaces it.')}
          </MessageBarBody>
        </MessageBar>
      )}
      {!form && !loadError && <Spinner label={t('Loading the configuration…')} />}
      {form && (
        <>
          <TabList
            selectedValue={tab}
            onTabSelect={(_, d) => setTab(d.value as DialogTab)}
            aria-label={t('Configuration sections')}
          >
            {TABS.map((s) => (
              <Tab key={s.value} value={s.value}>
                {t(s.label)}
              </Tab>
            ))}
          </TabList>
          {tab === 'mcp' ? (
            <McpServerPanel
              flowId={flowId}
              flowName={flowName}
              settings={mcp}
              showErrors={submitted}
              onChange={setMcp}
            />
          ) : (
            <ChatbotConfigPanel tab={tab} form={form} errors={errors} onChange={setForm} />
          )}
        </>
      )}
    </FormDialog>
  );
}
