/**
 * What other plugins may use of variables (server side): a workspace's variables resolved for a
 * run, and the export/import shape and checks of a variable.
 */
export { resolveVariables } from './server/resolveVariables.ts';
export { exportVariables } from './common/exportVariables.ts';
export { variableNameProblem } from './common/variableName.ts';
export { VARIABLE_TYPES, type VariableType } from './common/variableTypes.ts';
