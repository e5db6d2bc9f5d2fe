import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { currentLanguage, useT } from '../../../host/web/i18n/i18n.ts';
import type { CredentialChoice } from '../../flows/public-web.ts';
import { NodeInputsForm, useNodeText } from '../../flows/public-web.ts';
import type { ComponentDefinition } from '../common/pageTypes.ts';
import { noOptions } from './useComponentChoices.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A saved choice of one component and its inputs (the credential among them, as the peer keeps it). */
export interface ComponentValue {
  name?: string;
  config: Record<string, unknown>;
}

/**
 * Picks one component of a kind (embedding, vector store, record manager) and fills its inputs
 * with the canvas's node form, the credential picker included.
 */
export function ComponentChoice({
  label,
  components,
  value,
  onChange,
  credentials,
  optional = false,
  error,
  idPrefix,
}: {
  label: string;
  components: readonly ComponentDefinition[] | null;
  value: ComponentValue;
  onChange(value: ComponentValue): void;
  credentials: readonly CredentialChoice[];
  optional?: boolean;
  error?: string | null;
  idPrefix: string;
}) {
  const styles = useStyles();
  const t = useT();
  const nt = useNodeText();
  const chosen = components?.find((c) => c.name === value.name);
  const { credential, ...inputs } = value.config;
  return (
    <div className={styles.root}>
      <Field
        label={label}
        required={!optional}
        hint={nt(chosen?.description)}
        validationMessage={error ? t('Could not load the choices: {{error}}', { error }) : undefined}
      >
        <Dropdown
          placeholder={
            components
              ? // German writes its nouns with a capital letter
                t('Choose {{what}}', { what: currentLanguage() === 'en' ? label.toLowerCase() : label })
              : t('Loading…')
          }
          value={chosen ? nt(chosen.label) : ''}
          selectedOptions={value.name ? [value.name] : []}
          onOptionSelect={(_, d) => onChange({ name: d.optionValue || undefined, config: {} })}
        >
          {optional && <Option value="">{t('None')}</Option>}
          {(components ?? []).map((c) => (
            <Option key={c.name} value={c.name}>
              {nt(c.label)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {chosen && (
        <NodeInputsForm
          definition={chosen}
          nodeId={`${idPrefix}-${chosen.name}`}
          inputs={inputs}
          onChange={(next) =>
            onChange({ name: chosen.name, config: credential ? { ...next, credential } : next })
          }
          loadOptions={noOptions}
          credentials={credentials}
          credential={typeof credential === 'string' ? credential : undefined}
          onCredentialChange={(id) =>
            onChange({ name: chosen.name, config: { ...inputs, ...(id ? { credential: id } : {}) } })
          }
          checkSyntax={async () => []}
        />
      )}
    </div>
  );
}
