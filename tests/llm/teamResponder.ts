import type { RecordedRequest } from './openaiTestServer.ts';
import { sampleFromSchema } from './sampleFromSchema.ts';

type Tool = { function: { name: string; parameters?: unknown } };

export interface TeamResponderOptions {
  /** The final answer's text. */
  answer: string;
  /** Arguments of a tool call; by default a value from the tool's schema. */
  toolArgs?: (tool: Tool) => Record<string, unknown>;
  /** The text given when the prompt asks for JSON and offers no tools (output parsers). */
  json?: string;
}

/**
 * The test model as every agent of a chatflow or team, for runs of whole flows: a supervisor sends
 * the work to its first worker once, then finishes; asked for structured output it fills the
 * schema; an agent calls each tool it is offered once, then answers.
 */
export function teamResponder(o: TeamResponderOptions) {
  let routed = 0;
  const args =
    o.toolArgs ?? ((t: Tool) => sampleFromSchema(t.function.parameters) as Record<string, unknown>);
  return (req: RecordedRequest) => {
    const tools = (req.body.tools ?? []) as Tool[];
    const route = tools.find((t) => t.function.name === 'route');
    if (route) {
      const options =
        (route.function.parameters as { properties?: { next?: { enum?: string[] } } })?.properties?.next
          ?.enum ?? [];
      const next = routed++ === 0 ? (options.find((n) => n !== 'FINISH') ?? 'FINISH') : 'FINISH';
      return {
        toolCalls: [{ name: 'route', arguments: { reasoning: 'plan', next, instructions: 'Do your part.' } }],
      };
    }
    const structured = tools.find((t) => t.function.name === 'structured_output');
    if (structured)
      return {
        toolCalls: [
          {
            name: 'structured_output',
            arguments: sampleFromSchema(structured.function.parameters) as Record<string, unknown>,
          },
        ],
      };
    if (o.json && !tools.length && /JSON/.test(JSON.stringify(req.body.messages ?? [])))
      return { text: o.json };
    const called = new Set(
      (req.body.messages ?? []).flatMap(
        (m) =>
          (m.tool_calls as { function: { name: string } }[] | undefined)?.map((c) => c.function.name) ?? [],
      ),
    );
    const next = tools.find((t) => !called.has(t.function.name));
    if (next) return { toolCalls: [{ name: next.function.name, arguments: args(next) }] };
    return { text: o.answer };
  };
}
