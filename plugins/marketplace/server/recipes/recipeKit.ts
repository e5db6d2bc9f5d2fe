import type { FlowNode } from '../../../../node-registry/flow.ts';
import type { AnchoredNode } from '../../../../node-registry/rules/anchoredFlow.ts';
import type { FlowBuilder } from '../../../../node-registry/rules/flowBuilder.ts';

/** A built-in template as we write it: metadata and the steps that build its flow (or a tool). */
export interface Recipe {
  name: string;
  description: string;
  usecases: string[];
  badge?: 'POPULAR' | 'NEW';
  build?(b: FlowBuilder): void;
  /** A chatflow or multi-agent template: its nodes and `[source, target, input, route?]` edges. */
  anchored?: {
    kind: 'Chatflow' | 'MultiAgent';
    nodes: AnchoredNode[];
    edges: ([string, string, string] | [string, string, string, string])[];
  };
  tool?: { name: string; description: string; color: string; schema: unknown; func: string };
}

/**
 * A node's model choice: OpenAI's chat model with no credential. "Use template" leaves the
 * credential for the user to pick (the canvas's validation list says so).
 */
export function model(prefix: string, config: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    [`${prefix}Model`]: 'chatOpenAI',
    [`${prefix}ModelConfig`]: {
      modelName: 'gpt-4o-mini',
      temperature: 0.2,
      ...config,
      [`${prefix}Model`]: 'chatOpenAI',
    },
  };
}

/** A message list with one system message, as the rich-text fields store it. */
export const system = (text: string) => [{ role: 'system', content: `<p>${text}</p>` }];

/** Grid positions: column and row to canvas coordinates. */
export const at = (col: number, row = 0): FlowNode['position'] => ({ x: 80 + col * 280, y: 120 + row * 160 });

export const start = (b: FlowBuilder, inputs: Record<string, unknown> = {}) =>
  b.add('startAgentflow', at(0), { startInputType: 'chatInput', ...inputs });

export const llm = (b: FlowBuilder, col: number, row: number, label: string, prompt: string, extra = {}) =>
  b.add('llmAgentflow', at(col, row), { ...model('llm'), llmMessages: system(prompt), ...extra }, label);

export const agent = (
  b: FlowBuilder,
  col: number,
  row: number,
  label: string,
  prompt: string,
  tools: string[] = [],
  extra: Record<string, unknown> = {},
) =>
  b.add(
    'agentAgentflow',
    at(col, row),
    {
      ...model('agent'),
      agentMessages: system(prompt),
      agentTools: tools.map((t) => ({
        agentSelectedTool: t,
        agentSelectedToolConfig: { agentSelectedTool: t },
      })),
      agentEnableMemory: true,
      ...extra,
    },
    label,
  );

export const reply = (b: FlowBuilder, col: number, row: number, message: string, label?: string) =>
  b.add('directReplyAgentflow', at(col, row), { directReplyMessage: message }, label);

export const note = (b: FlowBuilder, col: number, row: number, text: string) =>
  b.add('stickyNoteAgentflow', at(col, row), { note: text });

/** Structured output rows: [key, type, description]. */
export const fields = (...rows: [string, string, string][]) =>
  rows.map(([key, type, description]) => ({ key, type, description }));
