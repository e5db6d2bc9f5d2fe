import { isRecord } from '../../../host/common/isRecord.ts';
/** One field of a Start node's form (formInputTypes row). */
export interface StartFormField {
  type: 'string' | 'number' | 'boolean' | 'options';
  label: string;
  name: string;
  /** For type 'options'. */
  options?: string[];
}

/** The form a flow starts with when its Start node takes form input. */
export interface StartForm {
  title?: string;
  description?: string;
  fields: StartFormField[];
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const TYPES = new Set(['string', 'number', 'boolean', 'options']);

function parse(flowData: unknown): Obj | undefined {
  if (isRecord(flowData)) return flowData;
  if (typeof flowData !== 'string') return undefined;
  try {
    const v: unknown = JSON.parse(flowData);
    return isRecord(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The flow's Start node (data.name startAgentflow), if any. */
function startNode(flowData: unknown): Obj | undefined {
  const nodes = parse(flowData)?.nodes;
  if (!Array.isArray(nodes)) return undefined;
  return nodes.find((n): n is Obj => isRecord(n) && isRecord(n.data) && n.data.name === 'startAgentflow');
}

/** The Start node's form, or null when the flow starts with a chat message (or has no fields). */
export function startForm(flowData: unknown): StartForm | null {
  const inputs = startNode(flowData)?.data;
  const i = isRecord(inputs) && isRecord(inputs.inputs) ? inputs.inputs : undefined;
  if (i?.startInputType !== 'formInput' || !Array.isArray(i.formInputTypes)) return null;
  const fields: StartFormField[] = [];
  for (const row of i.formInputTypes) {
    if (!isRecord(row)) continue;
    const name = str(row.name);
    if (!name) continue;
    const type = (TYPES.has(row.type as string) ? row.type : 'string') as StartFormField['type'];
    const field: StartFormField = { type, label: str(row.label) ?? name, name };
    if (type === 'options') {
      field.options = (Array.isArray(row.addOptions) ? row.addOptions : [])
        .map((o) => (isRecord(o) ? str(o.option) : str(o)))
        .filter((o): o is string => !!o);
    }
    fields.push(field);
  }
  if (!fields.length) return null;
  return {
    ...(str(i.formTitle) ? { title: str(i.formTitle) } : {}),
    ...(str(i.formDescription) ? { description: str(i.formDescription) } : {}),
    fields,
  };
}

const START_KEYS = ['startInputType', 'formTitle', 'formDescription', 'formInputTypes'] as const;

/**
 * The flowData a public client may see: the Start node with only its input-type and form keys
 * (the embed widget reads its form from here); every other node, credential ids included, stays home.
 */
export function publicFlowData(flowData: unknown): string {
  const start = startNode(flowData);
  const data = isRecord(start?.data) ? start.data : undefined;
  if (!start || !data) return JSON.stringify({ nodes: [], edges: [] });
  const inputs = isRecord(data.inputs) ? data.inputs : {};
  const kept: Obj = {};
  for (const k of START_KEYS) if (inputs[k] !== undefined) kept[k] = inputs[k];
  return JSON.stringify({
    nodes: [{ id: start.id, data: { id: start.id, name: 'startAgentflow', inputs: kept } }],
    edges: [],
  });
}

/** Form values as "label: value" lines (the user's message in the chat and in stored history). */
export function formText(form: Record<string, unknown>, fields?: readonly StartFormField[]): string {
  const label = (k: string) => fields?.find((f) => f.name === k)?.label ?? k;
  return Object.entries(form)
    .map(([k, v]) => `${label(k)}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('\n');
}
