import type { Variable } from './variableTypes.ts';

/** A variable in the export file: exactly these fields (spec section 3, Variable export fields). */
export interface ExportedVariable {
  id: string;
  name: string;
  value: string;
  type: Variable['type'];
}

/**
 * The export form of variables. Decision: every value is blanked, static and runtime alike.
 * Spec section 5 strips saved sensitive values from exports, and a variable's value is free text
 * that often holds a secret (tokens, internal URLs) with no field type to tell which; the peer
 * exports variables with value '' too. Names and types survive, so an import recreates the
 * variables and the user fills the values in again.
 */
export function exportVariables(
  variables: readonly Pick<Variable, 'id' | 'name' | 'type'>[],
): ExportedVariable[] {
  return variables.map((v) => ({ id: v.id, name: v.name, value: '', type: v.type }));
}
