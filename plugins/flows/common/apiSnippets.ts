import type { Flow } from '../../../node-registry/flow.ts';

/** An input a caller may set through the API (a node parameter, sent in overrideConfig). */
export interface SnippetInput {
  name: string;
  type: string;
  default?: unknown;
  options?: readonly { name: string }[];
}

export interface SnippetOptions {
  /** The server's origin, e.g. https://studio.example.com (no trailing slash needed). */
  baseUrl: string;
  flowId: string;
  inputs: readonly SnippetInput[];
  /** When given, the run stops at this node: the body names it instead of asking a question. */
  stopNodeId?: string;
}

export interface ApiSnippets {
  url: string;
  /** The JSON body the examples send. */
  body: Record<string, unknown>;
  json: string;
  formData: string;
  curl: string;
}

/** Spec section 7: the examples list up to the first 4 inputs. */
export const SNIPPET_MAX_INPUTS = 4;
export const SNIPPET_QUESTION = 'Hey, how are you?';
const FILE_PLACEHOLDER = 'data:text/plain;base64,SGVsbG8=';

/** Types never shown in an example: secrets stay out of copied code. */
const HIDDEN_TYPES = new Set(['password', 'credential', 'tabs', 'conditionFunction']);

/** The inputs of a flow an example may set: each node's displayed parameters, in node order, deduplicated. */
export function snippetInputsOfFlow(flow: Flow): SnippetInput[] {
  const seen = new Set<string>();
  const out: SnippetInput[] = [];
  for (const node of flow.nodes) {
    for (const p of node.data?.inputParams ?? []) {
      if (p.display === false || p.hidden || HIDDEN_TYPES.has(p.type) || seen.has(p.name)) continue;
      seen.add(p.name);
      out.push({ name: p.name, type: p.type, default: p.default, options: p.options });
    }
  }
  return out;
}

/** Files first (a form-data upload needs them), then the rest in order; at most 4. */
export function pickSnippetInputs(inputs: readonly SnippetInput[]): SnippetInput[] {
  const files = inputs.filter((i) => i.type === 'file');
  const rest = inputs.filter((i) => i.type !== 'file');
  return [...files, ...rest].slice(0, SNIPPET_MAX_INPUTS);
}

function exampleValue(input: SnippetInput): unknown {
  const d = input.default;
  if (input.type === 'file') return FILE_PLACEHOLDER;
  if (typeof d === 'string' && d !== '') return d;
  if (typeof d === 'number' || typeof d === 'boolean') return d;
  switch (input.type) {
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'json':
      return {};
    case 'array':
    case 'datagrid':
    case 'multiOptions':
    case 'asyncMultiOptions':
      return [];
    case 'options':
      return input.options?.[0]?.name ?? 'example';
    default:
      return 'example';
  }
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const formText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The prediction call of a flow as JavaScript (JSON body), JavaScript (form data) and curl. */
export function buildApiSnippets({ baseUrl, flowId, inputs, stopNodeId }: SnippetOptions): ApiSnippets {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v1/prediction/${flowId}`;
  const picked = pickSnippetInputs(inputs);
  const lead: Record<string, unknown> = stopNodeId ? { stopNodeId } : { question: SNIPPET_QUESTION };
  const overrideConfig = Object.fromEntries(picked.map((i) => [i.name, exampleValue(i)]));
  const body: Record<string, unknown> = picked.length ? { ...lead, overrideConfig } : lead;
  const bodyText = JSON.stringify(body, null, 2);

  const json = [
    'async function query(data) {',
    `  const response = await fetch(${JSON.stringify(url)}, {`,
    "    method: 'POST',",
    "    headers: { 'Content-Type': 'application/json' },",
    '    body: JSON.stringify(data),',
    '  });',
    '  return response.json();',
    '}',
    '',
    `query(${bodyText}).then((response) => console.log(response));`,
  ].join('\n');

  const files = picked.filter((i) => i.type === 'file');
  const fields = picked.filter((i) => i.type !== 'file');
  const leadKey = Object.keys(lead)[0] as string;
  const formLines = [
    '// fileInput: an <input type="file"> on your page',
    'const formData = new FormData();',
    ...files.map(() => "formData.append('files', fileInput.files[0]);"),
    `formData.append(${JSON.stringify(leadKey)}, ${JSON.stringify(lead[leadKey])});`,
    ...fields.map(
      (i) =>
        `formData.append(${JSON.stringify(`overrideConfig[${i.name}]`)}, ${JSON.stringify(formText(exampleValue(i)))});`,
    ),
    '',
    `fetch(${JSON.stringify(url)}, { method: 'POST', body: formData })`,
    '  .then((response) => response.json())',
    '  .then((response) => console.log(response));',
  ];

  const curl = files.length
    ? [
        `curl ${url} \\`,
        '  -X POST \\',
        ...files.map(() => '  -F "files=@/path/to/your/file" \\'),
        ...fields.map(
          (i) => `  -F ${shellQuote(`overrideConfig[${i.name}]=${formText(exampleValue(i))}`)} \\`,
        ),
        `  -F ${shellQuote(`${leadKey}=${formText(lead[leadKey])}`)}`,
      ].join('\n')
    : [
        `curl ${url} \\`,
        '  -X POST \\',
        '  -H "Content-Type: application/json" \\',
        `  -d ${shellQuote(JSON.stringify(body))}`,
      ].join('\n');

  return { url, body, json, formData: formLines.join('\n'), curl };
}
