import { Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import type { CredentialField } from '../../../host/common/plugin/types.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** Shown in an empty secret field that is stored: leaving it empty keeps the value. */
export const UNCHANGED_PLACEHOLDER = '••••••••';

export interface CredentialFieldInputProps {
  field: CredentialField;
  value: string;
  /** The field holds a stored secret (edit form). */
  isSet: boolean;
  error?: string;
  onChange(value: string): void;
}

/** One field of a credential type: password masked, options as a dropdown, json as monospace text. */
export function CredentialFieldInput({ field, value, isSet, error, onChange }: CredentialFieldInputProps) {
  const styles = useStyles();
  const t = useT();
  const secretHint = isSet
    ? t('Stored. Leave empty to keep it, or type a new value to replace it.')
    : undefined;
  // A type's own texts are translated where the catalogue knows them (else shown in English).
  const hint = [field.description && t(field.description), secretHint].filter(Boolean).join(' ') || undefined;
  const common = {
    label: t(field.label),
    required: !field.optional,
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
    hint,
  };
  if (field.type === 'options') {
    // A native select: it stays usable inside the modal dialog and from the keyboard.
    return (
      <Field {...common}>
        <Select value={value} onChange={(_, d) => onChange(d.value)}>
          {!field.options?.some((o) => o.name === value) && (
            <option value="">{field.placeholder ?? t('Choose…')}</option>
          )}
          {(field.options ?? []).map((o) => (
            <option key={o.name} value={o.name}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  if (field.type === 'json') {
    return (
      <Field {...common}>
        <Textarea
          className={styles.code}
          resize="vertical"
          rows={5}
          value={value}
          placeholder={isSet ? UNCHANGED_PLACEHOLDER : field.placeholder}
          spellCheck={false}
          onChange={(_, d) => onChange(d.value)}
        />
      </Field>
    );
  }
  return (
    <Field {...common}>
      <Input
        type={field.type === 'password' ? 'password' : 'text'}
        autoComplete={field.type === 'password' ? 'new-password' : 'off'}
        value={value}
        placeholder={field.type === 'password' && isSet ? UNCHANGED_PLACEHOLDER : field.placeholder}
        onChange={(_, d) => onChange(d.value)}
      />
    </Field>
  );
}
