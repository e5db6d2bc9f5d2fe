import { defaultReply, lastUserText, type RecordedRequest } from './openaiTestServer.ts';

/**
 * The test model as an agent: it calls each tool it is offered once (with `args[tool]`), then
 * answers "answer to: <question>"; asked by a Condition Agent it picks `scenario`; asked for
 * structured output it fills the schema. For runs of whole flows (templates, peer flows).
 */
export function toolUsingResponder(args: Record<string, Record<string, unknown>>, scenario = '') {
  return (req: RecordedRequest) => {
    const body = req.body;
    if (JSON.stringify(body.messages ?? []).includes('ONE scenario'))
      return { text: JSON.stringify({ output: scenario }) };
    if (body.response_format?.type === 'json_schema') return defaultReply(req);
    const called = new Set(
      (body.messages ?? []).flatMap(
        (m) =>
          (m.tool_calls as { function: { name: string } }[] | undefined)?.map((c) => c.function.name) ?? [],
      ),
    );
    const next = (body.tools ?? []).map((t) => t.function.name).find((name) => !called.has(name));
    if (next) return { toolCalls: [{ name: next, arguments: args[next] ?? {} }] };
    return { text: `answer to: ${lastUserText(body).slice(0, 60)}` };
  };
}
