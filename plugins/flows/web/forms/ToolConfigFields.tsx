import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ToolConfigSpec } from '../../../../node-registry/toolOption.ts';
import {
  inputsWithDefaults,
  showHideInputParams,
} from '../../../../node-registry/rules/showHideInputParams.ts';
import type { CredentialParam, InputParam } from '../../../../node-registry/types.ts';
import { applyInputChange } from '../../common/forms/dropHiddenValues.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { CredentialPicker } from './CredentialPicker.tsx';
import { FormContext, type FormContextValue, useFormContext } from './FormContext.tsx';
import { useNodeText } from './NodeTextContext.tsx';
import { ParamField } from './ParamField.tsx';
import { useFormStyles } from './formStyles.ts';

interface Props {
  /** The tool picker (toolAgentflowSelectedTool, agentSelectedTool); config saved as `${param.name}Config`. */
  param: InputParam;
  /** The picked built-in tool (arxiv, requestsGet, ...). */
  tool: string;
  label: string;
  spec: ToolConfigSpec;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The defaults of a tool's inputs, naming the tool as the peer does (`agentSelectedTool: 'arxiv'`). */
function toolDefaults(spec: ToolConfigSpec, paramName: string, tool: string): Record<string, unknown> {
  const config: Record<string, unknown> = spec.credentialNames?.length ? { credential: '' } : {};
  for (const p of spec.inputs) if (p.default !== undefined) config[p.name] = p.default;
  config[paramName] = tool;
  return config;
}

/**
 * The settings of a picked built-in tool, as the peer saves them: `${param.name}Config` holds the
 * credential and each of the tool's inputs, and the tool under `${param.name}`. In a list row (the
 * Agent's tools) the config is a key of that row. Picking another tool starts from its defaults.
 */
export function ToolConfigFields({ param, tool, label: given, spec }: Props) {
  const styles = useFormStyles();
  const t = useT();
  const label = useNodeText()(given);
  const parent = useFormContext();
  const target = parent.row ?? { values: parent.inputs, set: parent.setInput };
  const key = `${param.name}Config`;
  const saved = target.values[key];
  const owner = isRecord(saved) ? saved[param.name] : undefined;
  const current = isRecord(saved) && (owner === undefined || owner === tool) ? saved : undefined;
  const config = useMemo(
    () => current ?? toolDefaults(spec, param.name, tool),
    [current, spec, param.name, tool],
  );
  const latest = useRef({ config, set: target.set });
  latest.current = { config, set: target.set };

  // A new tool (or none saved yet): save its defaults, so the flow runs with what the form shows.
  const stale = current === undefined;
  useEffect(() => {
    if (stale) latest.current.set(key, latest.current.config);
  }, [stale, key]);

  const write = useCallback(
    (next: Record<string, unknown>) => latest.current.set(key, { ...next, [param.name]: tool }),
    [key, param.name, tool],
  );
  const values = useMemo(() => inputsWithDefaults(spec.inputs, config), [spec, config]);
  const ctx: FormContextValue = useMemo(
    () => ({
      ...parent,
      row: undefined,
      inputs: values,
      setInput: (name, value) => write(applyInputChange(spec.inputs, latest.current.config, name, value)),
    }),
    [parent, values, spec, write],
  );

  const shown = showHideInputParams(spec.inputs, config).filter((p) => p.display && !p.hidden);
  const field = (p: InputParam) => (
    <ParamField key={p.name} param={p} value={values[p.name]} onChange={(v) => ctx.setInput(p.name, v)} />
  );
  const credentialParam: CredentialParam | undefined = spec.credentialNames?.length
    ? {
        label: 'Connect Credential',
        name: 'credential',
        type: 'credential',
        credentialNames: spec.credentialNames,
        optional: spec.credentialOptional,
      }
    : undefined;
  const credential = typeof config.credential === 'string' ? config.credential : undefined;
  const additional = shown.filter((p) => p.additionalParams);
  return (
    <FormContext.Provider value={ctx}>
      <fieldset className={styles.row} aria-label={t('{{label}} parameters', { label })}>
        {credentialParam && (
          <CredentialPicker
            param={credentialParam}
            credentials={parent.credentials}
            value={credential || undefined}
            onChange={(id) =>
              write({ ...latest.current.config, credential: id, FLOWISE_CREDENTIAL_ID: id || undefined })
            }
          />
        )}
        {shown.filter((p) => !p.additionalParams).map(field)}
        {additional.length > 0 && (
          <Accordion collapsible>
            <AccordionItem value="additional">
              <AccordionHeader>{t('Additional {{label}} parameters', { label })}</AccordionHeader>
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
