import { rowsOf } from '../../../../node-registry/rules/regenerateConditionOutputs.ts';

/**
 * Keys of a node's JSON structured output (llmStructuredOutput, agentStructuredOutput), which
 * its Update Flow State values may read as {{ output.<key> }}.
 */
export function structuredOutputKeys(inputs: Record<string, unknown>): string[] {
  const keys = Object.entries(inputs)
    .filter(([name]) => name.endsWith('StructuredOutput'))
    .flatMap(([, value]) => rowsOf(value).map((r) => (typeof r.key === 'string' ? r.key.trim() : '')));
  return [...new Set(keys.filter(Boolean))];
}
