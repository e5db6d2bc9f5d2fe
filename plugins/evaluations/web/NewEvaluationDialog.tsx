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
    name: !name.trim() ? 'A name is needed' : undefined,
    dataset: !datasetId ? 'Pick a dataset' : undefined,
    flows: !flowIds.size ? 'Pick at least one flow' : flowIds.size > 10 ? 'At most 10 flows' : undefined,
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
      title="New evaluation"
      onClose={onClose}
      error={saving.failure}
      busy={saving.busy}
      submitDisabled={!choices}
      submitLabel="Start evaluation"
      busyLabel={choices ? 'Starting…' : 'Loading…'}
      onSubmit={start}
    >
      <Field label="Name" required validationMessage={touched ? problems.name : undefined}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus />
      </Field>
      <Field
        label="Dataset"
        required
        validationMessage={touched ? problems.dataset : undefined}
        hint={dataset ? `${dataset.rowCount.toLocaleString()} rows` : undefined}
      >
        <Dropdown
          placeholder={
            choices?.datasets.length === 0
              ? 'No datasets yet: add one on the Datasets page'
              : 'Pick a dataset'
          }
          value={dataset?.name ?? ''}
          selectedOptions={datasetId ? [datasetId] : []}
          onOptionSelect={(_e, d) => setDatasetId(d.optionValue ?? '')}
        >
          {choices?.datasets.map((d) => (
            <Option key={d.id} value={d.id} text={d.name} disabled={d.rowCount === 0}>
              {`${d.name} (${d.rowCount} rows)`}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Text weight="semibold" id="evaluation-flows">
        Flows to run it on
      </Text>
      {choices?.flows.length === 0 ? (
        <Text>No flows yet.</Text>
      ) : (
        <CheckboxGroup
          aria-labelledby="evaluation-flows"
          options={(choices?.flows ?? []).map((f) => ({
            value: f.id,
            label: `${f.name} (${KIND[f.type] ?? f.type})`,
          }))}
          value={flowIds}
          onChange={setFlowIds}
        />
      )}
      {touched && problems.flows && <Text className={styles.error}>{problems.flows}</Text>}
      <Text weight="semibold" id="evaluation-evaluators">
        Evaluators
      </Text>
      {choices?.evaluators.length === 0 ? (
        <Text>No evaluators yet: answers will be recorded without checks.</Text>
      ) : (
        <CheckboxGroup
          aria-labelledby="evaluation-evaluators"
          options={(choices?.evaluators ?? []).map((e) => ({
            value: e.id,
            label: `${e.name} (${TYPE_LABELS[e.type]})`,
          }))}
          value={evaluatorIds}
          onChange={setEvaluatorIds}
        />
      )}
      <Text size={200}>An answer passes when every chosen evaluator passes.</Text>
      <Field label="Rows at a time" hint="How many rows run in parallel (1 to 8)">
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
