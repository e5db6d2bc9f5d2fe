import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import { useCallback, useMemo, useRef } from 'react';
import {
  inputsWithDefaults,
  showHideInputParams,
} from '../../../../node-registry/rules/showHideInputParams.ts';
import type { InputParam, NodeDefinition, OptionItem } from '../../../../node-registry/types.ts';
import { applyInputChange } from '../../common/forms/dropHiddenValues.ts';
import type { VariableSuggestion } from '../../common/forms/variableSuggestions.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { type CredentialChoice, CredentialPicker } from './CredentialPicker.tsx';
import { type CheckSyntax, FormContext, type FormContextValue, type LoadOptions } from './FormContext.tsx';
import { ParamField } from './ParamField.tsx';
import { useFormStyles } from './formStyles.ts';
import { esbuildCheckSyntax } from './loadEsbuild.ts';
import { useNodeText } from './NodeTextContext.tsx';
import '../flowsMessages.ts';

export interface NodeInputsFormProps {
  definition: NodeDefinition;
  /** The node's id: tabs save their choice under `${tabIdentifier}_${nodeId}`. */
  nodeId: string;
  /**
   * The instance's saved params (node.data.inputParams). The definition's rules decide what shows
   * (as validation does); the saved copies add params an older definition had and this one lacks.
   */
  inputParams?: readonly InputParam[];
  inputs: Record<string, unknown>;
  /** The next inputs after an edit (values of fields the edit hid are dropped) and which input changed. */
  onChange(inputs: Record<string, unknown>, changed: string): void;
  suggestions?: readonly VariableSuggestion[];
  /** Lists options of asyncOptions fields; see createNodeOptionsLoader for the server one. */
  loadOptions: LoadOptions;
  credentials?: readonly CredentialChoice[];
  credential?: string;
  onCredentialChange?(id: string): void;
  /** Syntax check of code fields; esbuild-wasm, loaded on first use, by default. */
  checkSyntax?: CheckSyntax;
}

const NO_SUGGESTIONS: VariableSuggestion[] = [];
const NO_CREDENTIALS: CredentialChoice[] = [];

function paramsOf(definition: NodeDefinition, saved: readonly InputParam[] | undefined): InputParam[] {
  const known = new Set(definition.inputs.map((p) => `${p.name}:${p.type}`));
  const extra = (saved ?? []).filter((p) => !known.has(`${p.name}:${p.type}`) && p.type);
  return [...definition.inputs, ...extra];
}

/**
 * The form of one node: every displayed param (show/hide rules against the current inputs and
 * their defaults), the credential picker, and the additional params under a disclosure.
 */
export function NodeInputsForm(props: NodeInputsFormProps) {
  const { definition, inputs, onChange, nodeId } = props;
  const styles = useFormStyles();
  const t = useT();
  const nt = useNodeText();
  const params = useMemo(() => paramsOf(definition, props.inputParams), [definition, props.inputParams]);
  const values = useMemo(() => inputsWithDefaults(params, inputs), [params, inputs]);
  const latest = useRef({ inputs, values, onChange, params, loader: props.loadOptions });
  latest.current = { inputs, values, onChange, params, loader: props.loadOptions };

  // Loaded options are shared by the fields until refreshed, and loaded again when a picked
  // component changes (a tool's argument names depend on the tool).
  const pickedKey = JSON.stringify(params.filter((p) => p.loadMethod).map((p) => values[p.name] ?? null));
  const cacheRef = useRef({ key: pickedKey, map: new Map<string, Promise<OptionItem[]>>() });
  if (cacheRef.current.key !== pickedKey) cacheRef.current = { key: pickedKey, map: new Map() };
  const cache = cacheRef.current.map;
  const loadOptions = useCallback(
    (method: string, refresh?: boolean) => {
      let pending = refresh ? undefined : cache.get(method);
      if (!pending) {
        pending = latest.current.loader(method, latest.current.values);
        cache.set(method, pending);
        pending.catch(() => cache.delete(method));
      }
      return pending;
    },
    [cache],
  );
  const setInput = useCallback((name: string, value: unknown) => {
    const { inputs: current, params: all, onChange: emit } = latest.current;
    emit(applyInputChange(all, current, name, value), name);
  }, []);

  const ctx: FormContextValue = useMemo(
    () => ({
      nodeId,
      inputs: values,
      setInput,
      suggestions: props.suggestions ?? NO_SUGGESTIONS,
      loadOptions,
      checkSyntax: props.checkSyntax ?? esbuildCheckSyntax,
      credentials: props.credentials ?? NO_CREDENTIALS,
    }),
    [nodeId, values, setInput, props.suggestions, loadOptions, props.checkSyntax, props.credentials],
  );

  const shown = showHideInputParams(params, inputs).filter((p) => p.display && !p.hidden);
  const field = (p: InputParam) => (
    <ParamField
      key={`${p.name}-${p.type}`}
      param={p}
      value={values[p.name]}
      onChange={(v) => setInput(p.name, v)}
    />
  );
  const main = shown.filter((p) => !p.additionalParams);
  const additional = shown.filter((p) => p.additionalParams);
  return (
    <FormContext.Provider value={ctx}>
      <form
        className={styles.form}
        aria-label={t('{{label}} inputs', { label: nt(definition.label) })}
        onSubmit={(e) => e.preventDefault()}
      >
        {definition.credential && (
          <CredentialPicker
            param={definition.credential}
            credentials={props.credentials ?? []}
            value={props.credential}
            onChange={(id) => props.onCredentialChange?.(id)}
          />
        )}
        {main.map(field)}
        {additional.length > 0 && (
          <Accordion collapsible>
            <AccordionItem value="additional">
              <AccordionHeader>{t('Additional parameters')}</AccordionHeader>
              <AccordionPanel>
                <div className={styles.form}>{additional.map(field)}</div>
              </AccordionPanel>
            </AccordionItem>
          </Accordion>
        )}
        {shown.length === 0 && !definition.credential && (
          <span className={styles.muted}>{t('This node has no inputs.')}</span>
        )}
      </form>
    </FormContext.Provider>
  );
}
