import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { StartForm, StartFormField } from '../common/startForm.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '16px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    maxWidth: '420px',
    width: '100%',
    alignSelf: 'center',
  },
  description: { color: tokens.colorNeutralForeground2 },
});

type Values = Record<string, string | boolean>;

const initial = (fields: readonly StartFormField[]): Values =>
  Object.fromEntries(fields.map((f) => [f.name, f.type === 'boolean' ? false : '']));

/** Typed values: numbers as numbers, booleans as booleans. */
function typed(fields: readonly StartFormField[], values: Values): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.type === 'number' ? Number(values[f.name]) : values[f.name]]),
  );
}

/** The Start node's form: what a form-input flow runs with instead of a chat message. */
export function StartFormCard({
  form,
  disabled,
  onSubmit,
}: {
  form: StartForm;
  disabled: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
}) {
  const t = useT();
  const s = useStyles();
  const [values, setValues] = useState<Values>(() => initial(form.fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string, v: string | boolean) => setValues((prev) => ({ ...prev, [name]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const f of form.fields) {
      const v = values[f.name];
      if (f.type === 'boolean') continue;
      if (typeof v !== 'string' || !v.trim()) next[f.name] = 'Required';
      else if (f.type === 'number' && !Number.isFinite(Number(v))) next[f.name] = 'Enter a number';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    onSubmit(typed(form.fields, values));
    setValues(initial(form.fields));
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={form.title || t('Form')}>
      {form.title && <Text weight="semibold">{form.title}</Text>}
      {form.description && <Text className={s.description}>{form.description}</Text>}
      {form.fields.map((f) => (
        <Field
          key={f.name}
          label={f.type === 'boolean' ? undefined : f.label}
          required={f.type !== 'boolean'}
          validationState={errors[f.name] ? 'error' : 'none'}
          validationMessage={errors[f.name]}
        >
          {f.type === 'boolean' ? (
            <Switch
              label={f.label}
              checked={values[f.name] === true}
              onChange={(_, d) => set(f.name, d.checked)}
            />
          ) : f.type === 'options' ? (
            <Dropdown
              aria-label={f.label}
              placeholder={t('Select an option')}
              value={String(values[f.name] ?? '')}
              selectedOptions={values[f.name] ? [String(values[f.name])] : []}
              onOptionSelect={(_, d) => set(f.name, d.optionValue ?? '')}
            >
              {(f.options ?? []).map((o) => (
                <Option key={o} value={o}>
                  {o}
                </Option>
              ))}
            </Dropdown>
          ) : (
            <Input
              type={f.type === 'number' ? 'number' : 'text'}
              value={String(values[f.name] ?? '')}
              onChange={(_, d) => set(f.name, d.value)}
            />
          )}
        </Field>
      ))}
      <Button appearance="primary" type="submit" disabled={disabled}>
        {t('Submit')}
      </Button>
    </form>
  );
}
