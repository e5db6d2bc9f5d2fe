import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Textarea,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, Save20Regular, Sparkle20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { useDefinitionsLoaded, useShell } from '../../../host/web/router/ShellContext.tsx';
import { notify } from '../../../host/web/stores/notifier.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { ChatPanel } from '../../chat/public-web.ts';
import { type CredentialChoice, createNodeOptionsLoader, NodeInputsForm } from '../../flows/public-web.ts';
import {
  ASSISTANT_AGENT_INPUTS,
  type CustomAssistantDetails,
  pickAgentInputs,
} from '../common/assistantTypes.ts';
import { assistantsApi, detailsOf } from './assistantsApi.ts';
import { GenerateInstructionsDialog } from './GenerateInstructionsDialog.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './assistantsMessages.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(300px, 440px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  generate: { alignSelf: 'flex-start' },
  chat: { height: 'calc(100vh - 190px)', minHeight: '420px', padding: 0, overflow: 'hidden' },
});

const SHOWN = new Set<string>(
  ASSISTANT_AGENT_INPUTS.filter((k) => k !== 'agentModelConfig' && k !== 'agentEnableMemory'),
);

/** /assistants/custom/{id}: name, instructions, model, tools and knowledge, and a chat to try it. */
export default function AssistantBuilderPage() {
  const styles = useStyles();
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const { registry } = useShell();
  useDefinitionsLoaded(registry); // re-renders once the node definitions read below are in
  const access = useAccess();
  const { data, error } = useLoaded(() => assistantsApi.get(id));
  const credentials =
    useLoaded<CredentialChoice[]>(() => http.get<CredentialChoice[]>('/credentials')).data ?? [];
  const [details, setDetails] = useState<CustomAssistantDetails | null>(null);
  const [saved, setSaved] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setDetails(detailsOf(data));
  }, [data]);

  const agent = registry.nodes.get('agentAgentflow');
  const definition = useMemo(
    () => agent && { ...agent, label: 'Assistant', inputs: agent.inputs.filter((p) => SHOWN.has(p.name)) },
    [agent],
  );
  const loadOptions = useMemo(
    () =>
      createNodeOptionsLoader({
        nodeName: 'agentAgentflow',
        nodeId: 'agentAgentflow_0',
        graph: () => ({ nodes: [], edges: [] }),
      }),
    [],
  );
  const canEdit = access.can('assistants:update');
  const [generating, setGenerating] = useState(false);

  async function save() {
    if (!details?.name.trim()) return;
    setBusy(true);
    try {
      const next = await assistantsApi.update(id, { ...details, inputs: pickAgentInputs(details.inputs) });
      setDetails(detailsOf(next));
      setSaved((n) => n + 1);
      notify.success(t("Assistant '{{name}}' saved", { name: details.name }));
    } catch (err) {
      notify.error(`Could not save: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  }

  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('Could not load the assistant: {{error}}', { error })}</MessageBarBody>
      </MessageBar>
    );
  if (!details || !definition) return <Spinner label={t('Loading assistant')} />;
  const chosenModel = details.inputs?.agentModel;
  const model =
    typeof chosenModel === 'string' && chosenModel
      ? {
          name: chosenModel,
          inputs: (details.inputs?.agentModelConfig ?? {}) as Record<string, unknown>,
        }
      : undefined;
  const set = (patch: Partial<CustomAssistantDetails>) => setDetails((d) => (d ? { ...d, ...patch } : d));
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button
          appearance="subtle"
          icon={<ArrowLeft20Regular />}
          aria-label={t('Back to assistants')}
          onClick={() => navigate('/assistants')}
        />
        <Title2 as="h1">{details.name}</Title2>
      </div>
      <div className={styles.columns}>
        <Card className={styles.side}>
          <Field
            label={t('Name')}
            required
            validationMessage={details.name.trim() ? undefined : t('An assistant needs a name')}
          >
            <Input value={details.name} disabled={!canEdit} onChange={(_e, d) => set({ name: d.value })} />
          </Field>
          <Field
            label={t('Instructions')}
            hint={t('What the assistant is for, how it answers, what it must not do')}
          >
            <Textarea
              value={details.instructions ?? ''}
              disabled={!canEdit}
              resize="vertical"
              rows={6}
              onChange={(_e, d) => set({ instructions: d.value })}
            />
          </Field>
          {canEdit && (
            <Button
              className={styles.generate}
              icon={<Sparkle20Regular />}
              disabled={!model}
              title={model ? undefined : t('Choose a model first')}
              onClick={() => setGenerating(true)}
            >
              {t('Generate instructions')}
            </Button>
          )}
          {model && generating && (
            <GenerateInstructionsDialog
              open
              model={model}
              onClose={() => setGenerating(false)}
              onGenerated={(instructions) => set({ instructions })}
            />
          )}
          <Subtitle2 as="h2">{t('Model, tools and knowledge')}</Subtitle2>
          <NodeInputsForm
            definition={definition}
            nodeId={`assistant-${id}`}
            inputs={details.inputs ?? {}}
            onChange={(inputs) => set({ inputs })}
            loadOptions={loadOptions}
            credentials={credentials}
            checkSyntax={async () => []}
          />
          {canEdit && (
            <Button
              appearance="primary"
              icon={<Save20Regular />}
              disabled={busy || !details.name.trim()}
              onClick={() => void save()}
            >
              {busy ? t('Saving…') : t('Save')}
            </Button>
          )}
        </Card>
        <Card className={styles.chat}>
          {details.chatflowId && (
            <ChatPanel key={`${details.chatflowId}-${saved}`} flowId={details.chatflowId} kind="INTERNAL" />
          )}
        </Card>
      </div>
    </div>
  );
}
