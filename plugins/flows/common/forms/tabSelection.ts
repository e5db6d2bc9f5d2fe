import type { InputParam } from '../../../../node-registry/types.ts';

/**
 * The input key that remembers a tabs param's chosen tab: `${tabIdentifier}_${nodeId}` as the peer
 * saves it (conditionFunctionProblems reads the same key).
 */
export function tabInputKey(param: InputParam, nodeId: string): string | undefined {
  return param.tabIdentifier ? `${param.tabIdentifier}_${nodeId}` : undefined;
}

/** The chosen tab: the saved one if it still exists, else the param's default, else the first. */
export function selectedTabName(
  param: InputParam,
  inputs: Record<string, unknown>,
  nodeId: string,
): string | undefined {
  const tabs = param.tabs ?? [];
  const key = tabInputKey(param, nodeId);
  const saved = key
    ? (inputs[key] ?? (param.tabIdentifier ? inputs[param.tabIdentifier] : undefined))
    : undefined;
  const names = tabs.map((t) => t.name);
  if (typeof saved === 'string' && names.includes(saved)) return saved;
  if (typeof param.default === 'string' && names.includes(param.default)) return param.default;
  return names[0];
}
