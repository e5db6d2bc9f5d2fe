import { formatAjvErrors } from '../../../host/common/formatAjvErrors.ts';
import type { Flow } from '../../../node-registry/flow.ts';
import { validateFlowSchema as validate } from '../../../node-registry/validateFlowSchema.ts';

export type FlowDataCheck = { ok: true; flow: Flow } | { ok: false; reason: string };

/**
 * Checks flowData text: JSON, then schemas/flow.schema.json. The reason names the field,
 * e.g. "flowData/nodes/0 must have required property 'data'".
 */
export function checkFlowData(text: string): FlowDataCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, reason: `flowData is not valid JSON: ${(err as Error).message}` };
  }
  return checkFlowValue(value);
}

/** Like checkFlowData for an already parsed value. */
export function checkFlowValue(value: unknown): FlowDataCheck {
  if (validate(value)) return { ok: true, flow: value };
  const reason = formatAjvErrors(validate.errors)
    .split('; ')
    .map((line) => `flowData${line.startsWith('/ ') ? line.slice(1) : line}`)
    .join('; ');
  return { ok: false, reason };
}
