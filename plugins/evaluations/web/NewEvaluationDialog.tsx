import {
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { CheckboxGroup } from '../../../host/web/components/CheckboxGroup.tsx';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { http } from '../../../host/web/http/http.ts';
import { TYPE_LABELS } from '../common/describeEvaluator.ts';
import {
  type Dataset,
  EVALUATED_FLOW_TYPES,
  type Evaluation,
  type Evaluator,
} from '../common/evaluationTypes.ts';
import { datasetsApi, evaluationsApi, evaluatorsApi } from './evaluationsApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const useStyles = makeStyles({ error: { color: tokens.colorPaletteRedForeground1 } });

interface FlowChoice {
  id: string;
  name: string;
  type: string;
}
const KIND = {
  AGENTFLOW: 'agentflow',
  CHATFLOW: 'chatflow',
  ASSISTANT: 'assistant',
  MULTIAGENT: 'multi-agent',
} as Record<string, string>;

export interface NewEvaluationDialogProps {
  open: boolean;
  onClose(): void;
  onStarted(evaluation: Evaluation): void;
}

/** Starts an evaluation: a name, a dataset, the flows to run it on and the evaluators to apply. */
export function NewEvaluationDialog({ open, onClose, onStarted }: NewEvaluationDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [name, setName] = useState('');
  const [datasetId, setDatasetId] = useState('');
  const [flowIds, setFlowIds] = useState<Set<string>>(new Set());
  const [evaluatorIds, setEvaluatorIds] = useState<Set<string>>(new Set());
  const [concurrency, setConcurrency] = useState(2);
  const [choices, setChoices] = useState<{
    datasets: Dataset[];
    flows: FlowChoice[];
    evaluators: Evaluator[];
  } | null>(null);
  const [touched, setTouched] = useState(false);
  const saving = useSaving();

  useEffect(() => {
    if (!open) return;
    setName('');
    setDatasetId('');
    setFlowIds(new Set());
    setEvaluatorIds(new Set());
    setTouched(false);
    setChoices(null);
    void saving.run(async () => {
      const [datasets, flows, evaluators] = await Promise.all([
        datasetsApi.list(),
        http.get<FlowChoice[]>('/chatflows'),
        evaluatorsApi.list(),
      ]);
      setChoices({ datasets, flows: flows.filter((f) => EVALUATED_FLOW_TYPES.includes(f.type)), evaluators });
    });
  }, [open, saving.run]);

  const problems = {
    name: !name.trim() ? t('A name is needed') : undefined,
    dataset: !datasetId ? t('Pick a dataset') : undefined,
    flows: !flowIds.size
      ? t('Pick at least one flow')
      : flowIds.size > 10
        ? t('At most 10 flows')
        : undefined,
  };
  const dataset = choices?.datasets.find((d) => d.id === datasetId);

  function start() {
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    void saving.run(async () => {
      onStarted(
        await evaluationsApi.create({
          name: name.trim(),
          datasetId,
          flowIds: [...flowIds],
          evaluatorIds: [...evaluatorIds],
          concurrency,
        }),
      );
    });
  }

  return (
    <FormDialog
      open={open}
      title={t('New evaluation')}
      onClose={onClose}
      error={saving.failure}
      busy={saving.busy}
      submitDisabled={!choices}
      submitLabel={t('Start evaluation')}
      busyLabel={choices ? t('Starting…') : t('Loading…')}
      onSubmit={start}
    >
      <Field label={t('Name')} required validationMessage={touched ? problems.name : undefined}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus />
      </Field>
      <Field
        label={t('Dataset')}
        required
        validationMessage={touched ? problems.dataset : undefined}
        hint={dataset ? t('{{n}} rows', { n: dataset.rowCount.toLocaleString() }) : undefined}
      >
        <Dropdown
          placeholder={
            choices?.datasets.length === 0
              ? t('No datasets yet: add one on the Datasets page')
              : t('Pick a dataset')
          }
          value={dataset?.name ?? ''}
          selectedOptions={datasetId ? [datasetId] : []}
          onOptionSelect={(_e, d) => setDatasetId(d.optionValue ?? '')}
        >
          {choices?.datasets.map((d) => (
            <Option key={d.id} value={d.id} text={d.name} disabled={d.rowCount === 0}>
              {t('{{name}} ({{n}} rows)', { name: d.name, n: d.rowCount })}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Text weight="semibold" id="evaluation-flows">
        {t('Flows to run it on')}
      </Text>
      {choices?.flows.length === 0 ? (
        <Text>{t('No flows yet.')}</Text>
      ) : (
        <CheckboxGroup
          aria-labelledby="evaluation-flows"
          options={(choices?.flows ?? []).map((f) => ({
            value: f.id,
            label: `${f.name} (${t(KIND[f.type] ?? f.type)})`,
          }))}
          value={flowIds}
          onChange={setFlowIds}
        />
      )}
      {touched && problems.flows && <Text className={styles.error}>{problems.flows}</Text>}
      <Text weight="semibold" id="evaluation-evaluators">
        {t('Evaluators')}
      </Text>
      {choices?.evaluators.length === 0 ? (
        <Text>{t('No evaluators yet: answers will be recorded without checks.')}</Text>
      ) : (
        <CheckboxGroup
          aria-labelledby="evaluation-evaluators"
          options={(choices?.evaluators ?? []).map((e) => ({
            value: e.id,
            label: `${e.name} (${t(TYPE_LABELS[e.type])})`,
          }))}
          value={evaluatorIds}
          onChange={setEvaluatorIds}
        />
      )}
      <Text size={200}>{t('An answer passes when every chosen evaluator passes.')}</Text>
      <Field label={t('Rows at a time')} hint={t('How many rows run in parallel (1 to 8)')}>
        <SpinButton
          min={1}
          max={8}
          value={concurrency}
          onChange={(_e, d) =>
            setConcurrency(Math.max(1, Math.min(8, Number(d.value ?? d.displayValue) || 1)))
          }
        />
      </Field>
    </FormDialog>
  );
}
