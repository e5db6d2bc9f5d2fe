import {
  Checkbox,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  Textarea,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { MEASURE_LABELS, NUMERIC_LABELS, TEXT_LABELS, TYPE_LABELS } from '../common/describeEvaluator.ts';
import {
  EVALUATOR_TYPES,
  type Evaluator,
  type EvaluatorConfig,
  type EvaluatorType,
  type JsonEvaluatorConfig,
  type LlmEvaluatorConfig,
  type NumericEvaluatorConfig,
  type TextEvaluatorConfig,
} from '../common/evaluationTypes.ts';
import { evaluatorsApi } from './evaluationsApi.ts';
import { JudgeModelField } from './JudgeModelField.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const DEFAULTS: Record<EvaluatorType, EvaluatorConfig> = {
  text: { operator: 'contains', value: '{{expectedOutput}}', caseSensitive: false },
  json: { operator: 'isValidJson' },
  numeric: { measure: 'latency', operator: 'lessThan', value: 5000 },
  llm: {
    model: '',
    modelConfig: {},
    rubric: 'The answer is correct and agrees with the expected answer.',
    passGrade: 4,
  },
};

function Choice<K extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: K;
  labels: Record<K, string>;
  onChange(v: K): void;
}) {
  const t = useT();
  return (
    <Field label={label}>
      <Dropdown
        value={t(labels[value])}
        selectedOptions={[value]}
        onOptionSelect={(_e, d) => onChange(d.optionValue as K)}
      >
        {(Object.keys(labels) as K[]).map((k) => (
          <Option key={k} value={k}>
            {t(labels[k])}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export interface EvaluatorDialogProps {
  open: boolean;
  evaluator: Evaluator | null;
  onClose(): void;
  onSaved(saved: Evaluator): void;
}

/** Adds or edits an evaluator: its name, its kind and the rule of that kind. */
export function EvaluatorDialog({ open, evaluator, onClose, onSaved }: EvaluatorDialogProps) {
  const [name, setName] = useState('');
  const [type, setType] = useState<EvaluatorType>('text');
  const [config, setConfig] = useState<EvaluatorConfig>(DEFAULTS.text);
  const [touched, setTouched] = useState(false);
  const t = useT();
  const saving = useSaving();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened
  useEffect(() => {
    if (!open) return;
    setName(evaluator?.name ?? '');
    setType(evaluator?.type ?? 'text');
    setConfig(evaluator?.config ?? DEFAULTS.text);
    setTouched(false);
  }, [open]);
  const set = (patch: Partial<EvaluatorConfig>) => setConfig((c) => ({ ...c, ...patch }) as EvaluatorConfig);
  const missing = !name.trim();

  function save() {
    setTouched(true);
    if (missing) return;
    void saving.run(async () => {
      const body = { name: name.trim(), type, config };
      onSaved(evaluator ? await evaluatorsApi.update(evaluator.id, body) : await evaluatorsApi.create(body));
    });
  }

  return (
    <FormDialog
      open={open}
      title={evaluator ? t('Edit evaluator') : t('Add evaluator')}
      onClose={onClose}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={evaluator ? t('Save') : t('Add')}
      busyLabel={t('Saving…')}
      onSubmit={save}
    >
      <Field
        label={t('Name')}
        required
        validationMessage={touched && missing ? t('A name is needed') : undefined}
      >
        <Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus />
      </Field>
      <Field label={t('Kind')}>
        <RadioGroup
          layout="horizontal"
          value={type}
          onChange={(_e, d) => {
            const next = d.value as EvaluatorType;
            setType(next);
            setConfig(evaluator?.type === next ? evaluator.config : DEFAULTS[next]);
          }}
        >
          {EVALUATOR_TYPES.map((k) => (
            <Radio key={k} value={k} label={t(TYPE_LABELS[k])} />
          ))}
        </RadioGroup>
      </Field>
      {type === 'text' && (
        <>
          <Choice
            label={t('The answer')}
            value={(config as TextEvaluatorConfig).operator}
            labels={TEXT_LABELS}
            onChange={(operator) => set({ operator })}
          />
          <Field
            label={t('Value')}
            hint={t("{{expectedOutput}} and {{input}} stand for the row's expected output and input", {
              expectedOutput: '{{expectedOutput}}',
              input: '{{input}}',
            })}
          >
            <Input
              value={(config as TextEvaluatorConfig).value}
              onChange={(_e, d) => set({ value: d.value })}
            />
          </Field>
          <Checkbox
            label={t('Case-sensitive')}
            checked={Boolean((config as TextEvaluatorConfig).caseSensitive)}
            onChange={(_e, d) => set({ caseSensitive: Boolean(d.checked) })}
          />
        </>
      )}
      {type === 'json' && (
        <>
          <Choice
            label={t('The answer')}
            value={(config as JsonEvaluatorConfig).operator}
            labels={{ isValidJson: 'is valid JSON', matchesSchema: 'is JSON matching a JSON Schema' }}
            onChange={(operator) =>
              set({
                operator,
                ...(operator === 'matchesSchema' && !(config as JsonEvaluatorConfig).schema
                  ? { schema: '{\n  "type": "object"\n}' }
                  : {}),
              })
            }
          />
          {(config as JsonEvaluatorConfig).operator === 'matchesSchema' && (
            <Field label={t('JSON Schema')}>
              <Textarea
                rows={6}
                resize="vertical"
                style={{ fontFamily: 'monospace' }}
                value={(config as JsonEvaluatorConfig).schema ?? ''}
                onChange={(_e, d) => set({ schema: d.value })}
              />
            </Field>
          )}
        </>
      )}
      {type === 'numeric' && (
        <>
          <Choice
            label={t('Measure')}
            value={(config as NumericEvaluatorConfig).measure}
            labels={MEASURE_LABELS}
            onChange={(measure) => set({ measure })}
          />
          <Choice
            label={t('Passes when it is')}
            value={(config as NumericEvaluatorConfig).operator}
            labels={NUMERIC_LABELS}
            onChange={(operator) => set({ operator })}
          />
          <Field label={t('Threshold')}>
            <Input
              type="number"
              min={0}
              step="any"
              value={String((config as NumericEvaluatorConfig).value)}
              onChange={(_e, d) => set({ value: Number(d.value) })}
            />
          </Field>
        </>
      )}
      {type === 'llm' && (
        <>
          <JudgeModelField
            value={{
              model: (config as LlmEvaluatorConfig).model,
              modelConfig: (config as LlmEvaluatorConfig).modelConfig,
            }}
            onChange={(m) => set(m)}
          />
          <Field
            label={t('Rubric')}
            hint={t('What a good answer is; the judge grades 1 to 5 against it and says why')}
          >
            <Textarea
              rows={4}
              resize="vertical"
              value={(config as LlmEvaluatorConfig).rubric}
              onChange={(_e, d) => set({ rubric: d.value })}
            />
          </Field>
          <Field label={t('Passes at grade')}>
            <Dropdown
              value={String((config as LlmEvaluatorConfig).passGrade)}
              selectedOptions={[String((config as LlmEvaluatorConfig).passGrade)]}
              onOptionSelect={(_e, d) => set({ passGrade: Number(d.optionValue) })}
            >
              {['1', '2', '3', '4', '5'].map((g) => (
                <Option key={g}>{g}</Option>
              ))}
            </Dropdown>
          </Field>
        </>
      )}
    </FormDialog>
  );
}
