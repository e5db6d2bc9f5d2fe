import { Dropdown, Label, Option, Text } from '@fluentui/react-components';
import { useId } from 'react';
import type { CredentialParam } from '../../../../node-registry/types.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { FieldError } from './FieldError.tsx';
import { useFormStyles } from './formStyles.ts';
import { useNodeText } from './NodeTextContext.tsx';

/** A saved credential the node may use: id, its name, and its credential type. */
export interface CredentialChoice {
  id: string;
  name: string;
  credentialName: string;
  /** Another workspace's, shared with this one (enterprise): usable, not editable. */
  shared?: boolean;
}

interface Props {
  param: CredentialParam;
  credentials: readonly CredentialChoice[];
  value: string | undefined;
  onChange(id: string): void;
}

/** The node's credential: only credentials of the types the node accepts are offered. */
export function CredentialPicker({ param, credentials, value, onChange }: Props) {
  const styles = useFormStyles();
  const t = useT();
  const nt = useNodeText();
  const id = useId();
  const matching = credentials.filter((c) => param.credentialNames.includes(c.credentialName));
  const chosen = matching.find((c) => c.id === value);
  const missing = !param.optional && !value;
  return (
    <div className={styles.stack} data-param="credential">
      <div className={styles.inline}>
        <Label htmlFor={id} weight="semibold">
          {nt(param.label)}
        </Label>
        {param.optional && (
          <Text size={200} className={styles.muted}>
            {t('Optional')}
          </Text>
        )}
      </div>
      <Dropdown
        id={id}
        placeholder={matching.length > 0 ? t('Choose a credential') : t('No matching credentials yet')}
        value={chosen?.name ?? (value ? t('Unknown credential') : '')}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
      >
        {param.optional && <Option value="">{t('None')}</Option>}
        {matching.map((c) => (
          <Option key={c.id} value={c.id} text={c.name}>
            {c.shared
              ? t('{{name}} ({{type}}) · Shared', { name: c.name, type: c.credentialName })
              : `${c.name} (${c.credentialName})`}
          </Option>
        ))}
      </Dropdown>
      <Text size={200} className={styles.muted}>
        {t('Accepts: {{types}}', { types: param.credentialNames.join(', ') })}
      </Text>
      {missing && <FieldError>{t('{{label}} is required', { label: nt(param.label) })}</FieldError>}
    </div>
  );
}
