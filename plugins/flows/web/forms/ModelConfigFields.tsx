import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Text } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type ChatModelDefinition,
  chatModelDefaults,
  chatModelDefinition,
} from '../../../agentflow/common/chatModels.ts';
import {
  inputsWithDefaults,
  showHideInputParams,
} from '../../../../node-registry/rules/showHideInputParams.ts';
import type { CredentialParam, InputParam } from '../../../../node-registry/types.ts';
import { PROVIDER_MODELS_METHOD, withListedModels } from '../../../node-options/common/providerModels.ts';
import { applyInputChange } from '../../common/forms/dropHiddenValues.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { CredentialPicker } from './CredentialPicker.tsx';
import { FormContext, type FormContextValue, useFormContext } from './FormContext.tsx';
import { ParamField } from './ParamField.tsx';
import { useFormStyles } from './formStyles.ts';

interface Props {
  /** The model param (e.g. llmModel); its config is saved as `${param.name}Config`. */
  param: InputParam;
  /** The picked provider (e.g. chatOpenAI). */
  model: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The saved config when it belongs to this model: one naming another model (or none saved) is
 * stale. A config without the model key (older saves) is kept.
 */
function currentConfig(saved: unknown, modelKey: string, model: string) {
  if (!isRecord(saved)) return undefined;
  const owner = saved[modelKey];
  return owner === undefined || owner === model ? saved : undefined;
}

/**
 * The settings of the picked chat model, as the peer saves them: `${param.name}Config` holds the
 * credential, each param of the model's definition, and the model name under `${param.name}`.
 * Picking another model starts from that model's defaults.
 */
export function ModelConfigFields({ param, model }: Props) {
  const t = useT();
  const known = chatModelDefinition(model);
  // Model Name lists what the provider offers (listProviderModels), typing still allowed
  const definition = known && withListedModels(known);
  if (!definition) {
    return (
      <Text size={200}>
        {t("'{{model}}' has no known settings: the engine cannot run this model.", { model })}
      </Text>
    );
  }
  return <ChatModelConfig param={param} definition={definition} />;
}

function ChatModelConfig({ param, definition }: { param: InputParam; definition: ChatModelDefinition }) {
  const styles = useFormStyles();
  const t = useT();
  const parent = useFormContext();
  const key = `${param.name}Config`;
  const current = currentConfig(parent.inputs[key], param.name, definition.name);
  const config = useMemo(
    () => current ?? chatModelDefaults(definition, param.name),
    [current, definition, param.name],
  );
  const latest = useRef(config);
  latest.current = config;

  // A new model (or none saved yet): save its defaults, so the flow runs with what the form shows.
  const stale = current === undefined;
  const { setInput } = parent;
  useEffect(() => {
    if (stale) setInput(key, latest.current);
  }, [stale, setInput, key]);

  const write = useCallback(
    (next: Record<string, unknown>) => setInput(key, { ...next, [param.name]: definition.name }),
    [setInput, key, param.name, definition.name],
  );
  const values = useMemo(() => inputsWithDefaults(definition.params, config), [definition, config]);
  // The node form caches options until the picked model changes: another credential or base
  // path (or the config being saved at all) must list the provider's models again.
  const listKey = JSON.stringify([stale, config.credential, config.basepath, config.baseUrl]);
  const parentLoad = parent.loadOptions;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new listKey is a new loader, which reloads
  const loadOptions = useCallback(
    (method: string, refresh?: boolean) => parentLoad(method, refresh || method === PROVIDER_MODELS_METHOD),
    [parentLoad, listKey],
  );
  const ctx: FormContextValue = useMemo(
    () => ({
      ...parent,
      inputs: values,
      loadOptions,
      setInput: (name, value) => write(applyInputChange(definition.params, latest.current, name, value)),
    }),
    [parent, values, definition, write, loadOptions],
  );

  const credentialParam: CredentialParam = {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: definition.credentialNames,
    optional: definition.credentialOptional,
  };
  const credential = typeof config.credential === 'string' ? config.credential : undefined;
  const shown = showHideInputParams(definition.params, config).filter((p) => p.display && !p.hidden);
  const field = (p: InputParam) => (
    <ParamField key={p.name} param={p} value={values[p.name]} onChange={(v) => ctx.setInput(p.name, v)} />
  );
  const additional = shown.filter((p) => p.additionalParams);
  return (
    <FormContext.Provider value={ctx}>
      <fieldset className={styles.row} aria-label={t('{{label}} parameters', { label: definition.label })}>
        <CredentialPicker
          param={credentialParam}
          credentials={parent.credentials}
          value={credential || undefined}
          // the peer keeps both keys; credential checks and the engine read FLOWISE_CREDENTIAL_ID
          onChange={(id) =>
            write({ ...latest.current, credential: id, FLOWISE_CREDENTIAL_ID: id || undefined })
          }
        />
        {shown.filter((p) => !p.additionalParams).map(field)}
        {additional.length > 0 && (
          <Accordion collapsible>
            <AccordionItem value="additional">
              <AccordionHeader>
                {t('Additional {{label}} parameters', { label: definition.label })}
              </AccordionHeader>
              <AccordionPanel>
                <div className={styles.form}>{additional.map(field)}</div>
              </AccordionPanel>
            </AccordionItem>
          </Accordion>
        )}
      </fieldset>
    </FormContext.Provider>
  );
}
