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
import { type ChatbotConfigTab, ChatbotConfigPanel } from './ChatbotConfigPanel.tsx';
import { flowConflict, flowsApi } from './flowsApi.ts';
import './flowsMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 32px)' },
  content: { minHeight: '360px' },
});

type Stored = Pick<FlowRecord, 'chatbotConfig' | 'updatedDate'>;
interface Base {
  config: Record<string, unknown>;
  broken: boolean;
  updatedDate: string;
}

const baseOf = (flow: Stored): Base => ({
  ...parseChatbotConfig(flow.chatbotConfig),
  updatedDate: flow.updatedDate,
});

const TABS: { value: ChatbotConfigTab; label: string }[] = [
  { value: 'chatbot', label: 'Chatbot' },
  { value: 'colours', label: 'Colours' },
  { value: 'leads', label: 'Leads' },
  { value: 'uploads', label: 'File uploads' },
];
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
 * The flow's chatbot configuration (what /chatbot/:id and the embed widget read), by tab. Saves
 * only chatbotConfig, with the updatedDate it started from; a 409 keeps the edits and rebases them.
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
  const [tab, setTab] = useState<ChatbotConfigTab>('chatbot');
  const [submitted, setSubmitted] = useState(false);

  // Starts afresh at each opening; the canvas's flow is read only then (it is the version edited).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!open) return;
    const start = (b: Base) => {
      setBase(b);
      setForm(chatbotConfigForm(b.config));
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
    void saving.run(
      async () => {
        const chatbotConfig = JSON.stringify(mergeChatbotConfig(base.config, form));
        const next = await flowsApi.update(flowId, { chatbotConfig, updatedDate: base.updatedDate });
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
            onTabSelect={(_, d) => setTab(d.value as ChatbotConfigTab)}
            aria-label={t('Configuration sections')}
          >
            {TABS.map((s) => (
              <Tab key={s.value} value={s.value}>
                {t(s.label)}
              </Tab>
            ))}
          </TabList>
          <ChatbotConfigPanel tab={tab} form={form} errors={errors} onChange={setForm} />
        </>
      )}
    </FormDialog>
  );
}
