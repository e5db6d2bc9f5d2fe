import type { ToolSet } from 'ai';
import { rowsOf } from '../common/seqState.ts';

/** A row of an LLM node's or condition agent's structured output table. */
interface OutputRow {
  key?: unknown;
  type?: unknown;
  enumValues?: unknown;
  description?: unknown;
}

const TYPES: Record<string, Record<string, unknown>> = {
  String: { type: 'string' },
  'String Array': { type: 'array', items: { type: 'string' } },
  Number: { type: 'number' },
  Boolean: { type: 'boolean' },
};

/** The JSON Schema of the table's keys (Enum rows list their values); null when the table is empty. */
export function outputSchema(rows: unknown): Record<string, unknown> | null {
  const properties: Record<string, unknown> = {};
  for (const r of rowsOf<OutputRow>(rows)) {
    const key = typeof r.key === 'string' ? r.key.trim() : '';
    if (!key) continue;
    const description =
      typeof r.description === 'string' && r.description ? { description: r.description } : {};
    if (r.type === 'Enum') {
      const values = String(r.enumValues ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      properties[key] = { type: 'string', enum: values, ...description };
    } else properties[key] = { ...(TYPES[String(r.type)] ?? { type: 'string' }), ...description };
  }
  const keys = Object.keys(properties);
  return keys.length ? { type: 'object', properties, required: keys } : null;
}

/** The tool a model fills to give its structured answer (function calling, as the peer does). */
export const STRUCTURED_TOOL = 'structured_output';

export async function structuredTool(schema: Record<string, unknown>): Promise<ToolSet> {
  const { jsonSchema, tool } = await import('ai');
  return {
    [STRUCTURED_TOOL]: tool({
      description: 'Give the answer in this structure',
      inputSchema: jsonSchema(schema as never),
    }),
  };
}

/** The structured answer: the tool call's input, else the reply's text as JSON (or null). */
export function structuredAnswer(reply: {
  text: string;
  toolCalls: { toolName: string; input: unknown }[];
}): Record<string, unknown> | null {
  const call = reply.toolCalls.find((c) => c.toolName === STRUCTURED_TOOL);
  if (call?.input && typeof call.input === 'object') return call.input as Record<string, unknown>;
  const text = reply.text.replace(/^```(?:json)?\s*|\s*```$/g, '').trim();
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
