import { Dropdown, Label, Option, Text } from '@fluentui/react-components';
import { useId } from 'react';
import type { CredentialParam } from '../../../../node-registry/types.ts';
import { FieldError } from './FieldError.tsx';
import { useFormStyles } from './formStyles.ts';

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
  const id = useId();
  const matching = credentials.filter((c) => param.credentialNames.includes(c.credentialName));
  const chosen = matching.find((c) => c.id === value);
  const missing = !param.optional && !value;
  return (
    <div className={styles.stack} data-param="credential">
      <div className={styles.inline}>
        <Label htmlFor={id} weight="semibold">
          {param.label}
        </Label>
        {param.optional && (
          <Text size={200} className={styles.muted}>
            Optional
          </Text>
        )}
      </div>
      <Dropdown
        id={id}
        placeholder={matching.length > 0 ? 'Choose a credential' : 'No matching credentials yet'}
        value={chosen?.name ?? (value ? 'Unknown credential' : '')}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
      >
        {param.optional && <Option value="">None</Option>}
        {matching.map((c) => (
          <Option key={c.id} value={c.id} text={c.name}>
            {`${c.name} (${c.credentialName})${c.shared ? ' · Shared' : ''}`}
          </Option>
        ))}
      </Dropdown>
      <Text size={200} className={styles.muted}>
        {`Accepts: ${param.credentialNames.join(', ')}`}
      </Text>
      {missing && <FieldError>{`${param.label} is required`}</FieldError>}
    </div>
  );
}
