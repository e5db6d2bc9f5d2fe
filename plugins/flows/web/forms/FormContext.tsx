import { createContext, useContext } from 'react';
import type { OptionItem } from '../../../../node-registry/types.ts';
import type { CodeDiagnostic } from '../../common/forms/esbuildDiagnostics.ts';
import type { VariableSuggestion } from '../../common/forms/variableSuggestions.ts';
import type { CredentialChoice } from './CredentialPicker.tsx';

export type LoadOptions = (loadMethod: string, inputs: Record<string, unknown>) => Promise<OptionItem[]>;
export type CheckSyntax = (code: string, language: 'js' | 'ts') => Promise<CodeDiagnostic[]>;

/** What every field of one node form shares: the node, all its inputs, and the services. */
export interface FormContextValue {
  nodeId: string;
  /** The node's inputs with declared defaults filled in: show/hide rules read these. */
  inputs: Record<string, unknown>;
  /** Sets any input of the node (tabs store the chosen tab under another key). */
  setInput(name: string, value: unknown): void;
  suggestions: readonly VariableSuggestion[];
  /** Loads asyncOptions; one request per load method is shared by the fields until refreshed. */
  loadOptions(loadMethod: string, refresh?: boolean): Promise<OptionItem[]>;
  checkSyntax: CheckSyntax;
  /** Saved credentials, for pickers inside a field (a chat model's config). */
  credentials: readonly CredentialChoice[];
  /**
   * Inside a list row (ArrayParam): that row's values and a setter of one of its keys, for fields
   * that save a sibling key of their own (a built-in tool's `<param>Config`).
   */
  row?: { values: Record<string, unknown>; set(name: string, value: unknown): void };
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const ctx = useContext(FormContext);
  if (!ctx) throw new Error('Node form fields render inside NodeInputsForm');
  return ctx;
}
