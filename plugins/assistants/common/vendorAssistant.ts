/** The assistant types that run on a vendor's Responses API, and the credential type each takes. */
export const VENDOR_TYPES = ['OPENAI', 'AZURE'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];
export const VENDOR_CREDENTIAL: Record<VendorType, string> = { OPENAI: 'openAIApi', AZURE: 'azureOpenAIApi' };

export const isVendorType = (t: unknown): t is VendorType => t === 'OPENAI' || t === 'AZURE';

/** The vendor type a credential type serves (openAIApi: OPENAI, azureOpenAIApi: AZURE). */
export function vendorTypeOf(credentialName: string): VendorType | undefined {
  return VENDOR_TYPES.find((t) => VENDOR_CREDENTIAL[t] === credentialName);
}

/** A tool of the assistant: the vendor's own two, or one of our tools (saved or built-in) by reference. */
export type VendorTool =
  | { type: 'code_interpreter' }
  | { type: 'file_search' }
  | { type: 'function'; tool: string };

/**
 * An OpenAI or Azure OpenAI assistant as stored (details JSON): the peer's shape (name, model,
 * instructions, temperature, top_p, tools, tool_resources) so its clients read it, run by us on
 * the Responses API. `model` is the Azure deployment name; empty there means the credential's.
 * `baseURL` replaces the vendor's address (a compatible gateway). chatflowId is the ASSISTANT
 * flow that runs it (set by the server).
 */
export interface VendorAssistantDetails {
  name: string;
  description?: string;
  model: string;
  instructions?: string;
  temperature?: number;
  top_p?: number;
  tools: VendorTool[];
  tool_resources: {
    file_search: { vector_store_ids: string[] };
    code_interpreter: { file_ids: string[] };
  };
  /** Names of the files in tool_resources, as uploaded (the vendor knows them by id). */
  files?: { id: string; filename: string }[];
  baseURL?: string;
  chatflowId?: string;
}

export type ParsedVendorDetails = { details: VendorAssistantDetails } | { error: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const ids = (v: unknown, field: string): string[] | string => {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !x || x.length > 200) || v.length > 100)
    return `${field}: a list of at most 100 ids`;
  return [...new Set(v as string[])];
};

/** A tool as given: ours ({type}, {type:'function', tool}) or the peer's ({type:'function', function:{name}}). */
function toolOf(t: unknown): VendorTool | undefined {
  if (!isRecord(t)) return undefined;
  if (t.type === 'code_interpreter' || t.type === 'file_search') return { type: t.type };
  if (t.type !== 'function') return undefined;
  const ref = typeof t.tool === 'string' ? t.tool : isRecord(t.function) ? t.function.name : undefined;
  return typeof ref === 'string' && ref.trim() && ref.length <= 200
    ? { type: 'function', tool: ref.trim() }
    : undefined;
}

function numberIn(v: unknown, max: number, field: string): number | undefined | string {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > max)
    return `${field}: a number from 0 to ${max}`;
  return n;
}

/**
 * Checks and normalises an OpenAI or Azure assistant's details (an object, parsed from JSON by the
 * caller); the error names the field under body/details.
 */
export function parseVendorDetails(v: Record<string, unknown>, type: VendorType): ParsedVendorDetails {
  const f = (name: string) => `body/details/${name}`;
  const name = typeof v.name === 'string' ? v.name.trim() : '';
  if (!name) return { error: `${f('name')}: an assistant needs a name` };
  if (name.length > 255) return { error: `${f('name')}: at most 255 characters` };
  const model = typeof v.model === 'string' ? v.model.trim() : '';
  if (!model && type === 'OPENAI') return { error: `${f('model')}: choose the model the assistant runs on` };
  if (model.length > 200 || /[\s/?#]/.test(model))
    return { error: `${f('model')}: a model or deployment name` };
  const instructions = v.instructions ?? v.instruction;
  if (instructions !== undefined && (typeof instructions !== 'string' || instructions.length > 256_000))
    return { error: `${f('instructions')}: text of at most 256,000 characters` };
  if (v.tools !== undefined && !Array.isArray(v.tools)) return { error: `${f('tools')}: must be a list` };
  const tools: VendorTool[] = [];
  for (const [i, t] of ((v.tools as unknown[] | undefined) ?? []).entries()) {
    const tool = toolOf(t);
    if (!tool)
      return { error: `${f(`tools/${i}`)}: code_interpreter, file_search or a function naming a tool` };
    if (!tools.some((x) => JSON.stringify(x) === JSON.stringify(tool))) tools.push(tool);
  }
  if (tools.length > 64) return { error: `${f('tools')}: at most 64 tools` };
  const res = isRecord(v.tool_resources) ? v.tool_resources : {};
  const stores = ids(
    isRecord(res.file_search) ? res.file_search.vector_store_ids : undefined,
    f('tool_resources/file_search/vector_store_ids'),
  );
  const files = ids(
    isRecord(res.code_interpreter) ? res.code_interpreter.file_ids : undefined,
    f('tool_resources/code_interpreter/file_ids'),
  );
  if (typeof stores === 'string') return { error: stores };
  if (typeof files === 'string') return { error: files };
  const temperature = numberIn(v.temperature, 2, f('temperature'));
  const topP = numberIn(v.top_p, 1, f('top_p'));
  if (typeof temperature === 'string') return { error: temperature };
  if (typeof topP === 'string') return { error: topP };
  let baseURL: string | undefined;
  if (typeof v.baseURL === 'string' && v.baseURL.trim()) {
    baseURL = v.baseURL.trim().replace(/\/+$/, '');
    if (!/^https?:\/\/[^\s]+$/.test(baseURL) || baseURL.length > 2048)
      return { error: `${f('baseURL')}: an http or https address` };
  }
  const named = Array.isArray(v.files)
    ? (v.files as unknown[])
        .filter(isRecord)
        .filter((x) => typeof x.id === 'string' && typeof x.filename === 'string')
        .slice(0, 100)
        .map((x) => ({ id: String(x.id).slice(0, 200), filename: String(x.filename).slice(0, 255) }))
    : [];
  return {
    details: {
      name,
      ...(typeof v.description === 'string' && v.description
        ? { description: v.description.slice(0, 2000) }
        : {}),
      model,
      ...(typeof instructions === 'string' ? { instructions } : {}),
      ...(temperature !== undefined ? { temperature } : {}),
      ...(topP !== undefined ? { top_p: topP } : {}),
      tools,
      tool_resources: { file_search: { vector_store_ids: stores }, code_interpreter: { file_ids: files } },
      ...(named.length ? { files: named } : {}),
      ...(baseURL ? { baseURL } : {}),
    },
  };
}
