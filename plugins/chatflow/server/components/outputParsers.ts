import { zodToJsonSchema } from '../../common/zodSchema.ts';
import type { ChatflowComponent, OutputParserInstance } from '../componentTypes.ts';
import { booleanInput } from '../componentInputs.ts';
import { str, num } from './inputValues.ts';

/** The JSON inside a model answer: a ```json fence, or from the first { or [ to its last partner. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  const start = body.search(/[[{]/);
  if (start < 0) throw new Error('The answer holds no JSON');
  const close = body[start] === '{' ? '}' : ']';
  const end = body.lastIndexOf(close);
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    throw new Error('The answer holds JSON that could not be read');
  }
}

/** Checks a value against a JSON Schema (ajv, compiled when a parser is first used). */
async function validator(schema: Record<string, unknown>) {
  const { default: Ajv } = await import('ajv');
  const check = new Ajv({ allErrors: false, strict: false }).compile(schema);
  return (value: unknown) => {
    if (check(value)) return value;
    const e = check.errors?.[0];
    throw new Error(
      `The answer does not match the schema: ${e?.instancePath || 'value'} ${e?.message ?? ''}`.trim(),
    );
  };
}

async function jsonParser(schema: Record<string, unknown>, autofix: boolean): Promise<OutputParserInstance> {
  const check = await validator(schema);
  return {
    kind: 'outputParser',
    autofix,
    instructions: () =>
      `Answer with JSON only, in a \`\`\`json block, matching this JSON Schema:\n\`\`\`json\n${JSON.stringify(schema)}\n\`\`\``,
    parse: (text) => check(extractJson(text)),
  };
}

function listParser(separator: string, length: number | undefined, autofix: boolean): OutputParserInstance {
  const shown = separator === ',' ? 'commas' : `"${separator}"`;
  return {
    kind: 'outputParser',
    autofix,
    instructions: () =>
      `Answer with ${length ? `exactly ${length} items` : 'a list of items'} separated by ${shown}, nothing else. For example: foo${separator} bar${separator} baz`,
    parse(text) {
      const items = text
        .trim()
        .split(separator)
        .map((s) => s.trim())
        .filter(Boolean);
      if (length !== undefined && items.length !== length) {
        throw new Error(`The answer has ${items.length} items, not ${length}`);
      }
      return items;
    },
  };
}

interface Row {
  property?: unknown;
  type?: unknown;
  description?: unknown;
}

/** The Structured Output Parser's rows as a JSON Schema object (every property required). */
function rowsSchema(rows: unknown): Record<string, unknown> {
  const list =
    (typeof rows === 'string' ? (JSON.parse(rows || '[]') as Row[]) : (rows as Row[] | undefined)) ?? [];
  const properties: Record<string, unknown> = {};
  for (const r of list) {
    const name = str(r.property);
    if (!name) continue;
    const type = ['string', 'number', 'boolean'].includes(String(r.type)) ? String(r.type) : 'string';
    properties[name] = { type, ...(str(r.description) ? { description: str(r.description) } : {}) };
  }
  if (!Object.keys(properties).length) throw new Error('Add at least one property to the JSON structure');
  return { type: 'object', properties, required: Object.keys(properties) };
}

export const outputParserComponents: Record<string, ChatflowComponent> = {
  csvOutputParser: {
    init: async (ctx) => listParser(',', undefined, booleanInput(ctx, 'autofixParser')),
  },
  customListOutputParser: {
    init: async (ctx) =>
      listParser(
        typeof ctx.inputs.separator === 'string' && ctx.inputs.separator ? ctx.inputs.separator : ',',
        num(ctx.inputs.length),
        booleanInput(ctx, 'autofixParser'),
      ),
  },
  structuredOutputParser: {
    init: async (ctx) => jsonParser(rowsSchema(ctx.inputs.jsonStructure), booleanInput(ctx, 'autofixParser')),
  },
  advancedStructuredOutputParser: {
    async init(ctx) {
      const source = str(ctx.inputs.exampleJson);
      if (!source) throw new Error('Write the Zod schema');
      return jsonParser(zodToJsonSchema(source), booleanInput(ctx, 'autofixParser'));
    },
  },
};
