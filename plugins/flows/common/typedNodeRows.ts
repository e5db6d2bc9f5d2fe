import type { FlowNodeData } from '../../../node-registry/flow.ts';
import type { InputAnchor, InputParam } from '../../../node-registry/types.ts';

/** How many params a node shows on the canvas; the rest are counted ("3 more"). */
export const SHOWN_PARAMS = 5;

/** One value as a short line: secrets hidden, empty as a dash, objects as JSON. */
export function summaryOf(param: Pick<InputParam, 'type' | 'options'>, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (param.type === 'password') return '••••••';
  if (param.type === 'options') {
    const option = param.options?.find((o) => o.name === value);
    if (option) return option.label;
  }
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * One param as a typed node lists it: its label (a node text), its value in short, and whether
 * that value is a text to say in the reader's language (an option's label, a node text; the
 * credential's "Connected" and a boolean's true / false, UI texts) rather than the user's own.
 */
export interface ParamRow {
  name: string;
  label: string;
  value: string;
  text?: 'option' | 'connected' | 'boolean';
}

/**
 * The params a typed node lists: its credential first when the definition takes one (`credential`,
 * its label), then the displayed, not hidden params, main ones before additional ones.
 */
export function paramRows(
  data: Pick<FlowNodeData, 'inputParams' | 'inputs' | 'credential'>,
  credential?: { label: string },
): {
  rows: ParamRow[];
  more: number;
} {
  const shown = (data.inputParams ?? []).filter((p) => p.display !== false && !p.hidden);
  const saved = shown.some((p) => (p.type as string) === 'credential');
  const own =
    credential && !saved
      ? [{ name: 'credential', label: credential.label, type: 'credential' } as unknown as InputParam]
      : [];
  const ordered = [
    ...own,
    ...shown.filter((p) => !p.additionalParams),
    ...shown.filter((p) => p.additionalParams),
  ];
  const rows = ordered.slice(0, SHOWN_PARAMS).map((p): ParamRow => {
    // The peer lists the credential among the params; its id lives on the node, never a secret.
    if ((p.type as string) === 'credential') {
      return data.credential
        ? { name: p.name, label: p.label, value: 'Connected', text: 'connected' }
        : { name: p.name, label: p.label, value: '—' };
    }
    const value = data.inputs?.[p.name];
    const option = p.type === 'options' && p.options?.some((o) => o.name === value && o.label !== o.name);
    const text = option ? 'option' : typeof value === 'boolean' ? 'boolean' : undefined;
    return { name: p.name, label: p.label, value: summaryOf(p, value), ...(text ? { text } : {}) };
  });
  return { rows, more: Math.max(0, ordered.length - SHOWN_PARAMS) };
}

/**
 * The inputs a typed node draws a handle for: its anchors, then the params that accept a variable
 * (another node's output written into a prompt's values), typed by the param as the peer saves them.
 */
export function inputHandles(data: Pick<FlowNodeData, 'inputAnchors' | 'inputParams'>): InputAnchor[] {
  const params = (data.inputParams ?? []).filter((p) => p.acceptVariable && p.id && p.display !== false);
  return [
    ...(data.inputAnchors ?? []),
    ...params.map((p) => ({
      id: p.id,
      label: p.label,
      name: p.name,
      type: p.type,
      optional: true,
      ...(p.list ? { list: true } : {}),
    })),
  ];
}
