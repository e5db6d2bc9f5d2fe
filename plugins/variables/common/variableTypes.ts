export const VARIABLE_TYPES = ['static', 'runtime'] as const;
/**
 * static: the saved value is always used. runtime: the saved value is a default that a
 * prediction request may replace through overrideConfig.vars.
 */
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** A variable as the API returns it. */
export interface Variable {
  id: string;
  workspaceId: string;
  name: string;
  value: string;
  type: VariableType;
  createdDate: string;
  updatedDate: string;
}

/** POST body; PUT takes any subset. */
export interface VariableInput {
  name: string;
  value?: string;
  type?: VariableType;
}

export const MAX_VARIABLE_NAME = 100;
export const MAX_VARIABLE_VALUE = 65_536;
