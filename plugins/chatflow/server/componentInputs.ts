import type { BuildContext } from './componentTypes.ts';

/** What components hand each other, by `kind` (componentTypes.ts). */
type Kinded = { kind: string };

const KIND_NAMES: Record<string, string> = {
  chatModel: 'a chat model',
  embeddings: 'embeddings',
  memory: 'a memory',
  prompt: 'a prompt',
  outputParser: 'an output parser',
  tool: 'a tool',
  retriever: 'a retriever',
  vectorStore: 'a vector store',
  documents: 'documents',
  textSplitter: 'a text splitter',
  chain: 'a chain',
  moderation: 'a moderation',
  queryEngine: 'a query engine',
  responseSynthesizer: 'a response synthesizer',
};

const isKinded = (v: unknown): v is Kinded =>
  typeof v === 'object' && v !== null && typeof (v as Kinded).kind === 'string';

const nodeLabel = (ctx: BuildContext) => ctx.node.data.label || ctx.node.data.name;

function kindName(v: unknown): string {
  if (isKinded(v)) return KIND_NAMES[v.kind] ?? v.kind;
  return v === undefined || v === null || v === '' ? 'nothing' : typeof v;
}

/** The connected instance under input `name`, checked to be of `kind`; throws naming the input. */
export function instanceOf<T extends Kinded>(ctx: BuildContext, name: string, kind: T['kind']): T {
  const found = optionalInstanceOf<T>(ctx, name, kind);
  if (!found) throw new Error(`Connect ${KIND_NAMES[kind] ?? kind} to '${name}'`);
  return found;
}

/** Like instanceOf, but undefined when nothing is connected. */
export function optionalInstanceOf<T extends Kinded>(
  ctx: BuildContext,
  name: string,
  kind: T['kind'],
): T | undefined {
  let v = ctx.inputs[name];
  if (Array.isArray(v)) v = v.length ? v[0] : undefined;
  if (v === undefined || v === null || v === '') return undefined;
  if (!isKinded(v) || v.kind !== kind)
    throw new Error(`Input '${name}' needs ${KIND_NAMES[kind] ?? kind}, but ${kindName(v)} is connected`);
  return v as T;
}

/** Every connected instance of a list input (toolkits hand over arrays; they are flattened). */
export function instancesOf<T extends Kinded>(ctx: BuildContext, name: string, kind: T['kind']): T[] {
  const v = ctx.inputs[name];
  const list = (Array.isArray(v) ? v : [v]).flat(2).filter((x) => x !== undefined && x !== null && x !== '');
  for (const x of list)
    if (!isKinded(x) || x.kind !== kind)
      throw new Error(`Input '${name}' takes ${KIND_NAMES[kind] ?? kind}, but ${kindName(x)} is connected`);
  return list as T[];
}

/** A text param ('' when unset). */
export function textInput(ctx: BuildContext, name: string): string {
  const v = ctx.inputs[name];
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

/** A number param (forms save numbers as text; '' means unset). */
export function numberInput(ctx: BuildContext, name: string, fallback: number): number {
  const v = ctx.inputs[name];
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) throw new Error(`Input '${name}' must be a number`);
  return n;
}

export function booleanInput(ctx: BuildContext, name: string): boolean {
  const v = ctx.inputs[name];
  return v === true || v === 'true';
}

/** A JSON object param given as an object or as JSON text; undefined when empty. */
export function objectInput(ctx: BuildContext, name: string): Record<string, unknown> | undefined {
  let v = ctx.inputs[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw new Error(`Input '${name}' is not valid JSON`);
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new Error(`Input '${name}' must be a JSON object`);
  return v as Record<string, unknown>;
}

/** The output the node's saved form chose (vector stores: 'retriever' or 'vectorStore'). */
export function chosenOutput(ctx: BuildContext, fallback: string): string {
  const out = ctx.node.data.outputs?.output;
  return typeof out === 'string' && out ? out : fallback;
}

export { nodeLabel };
