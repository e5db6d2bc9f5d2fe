import type { FlowNode } from '../../../node-registry/flow.ts';
import { callChat, NodeFailure } from '../../chatflow/public.ts';
import { formatPrompt, type ReferenceScope } from '../common/flowReference.ts';
import type { StateMessage } from '../common/seqState.ts';
import { agentTurn } from './agentTurn.ts';
import { modelMessages } from './modelMessages.ts';
import { inputCount, inputText, modelOf, type RunContext, sourcesOf, toolsOf } from './runContext.ts';

/** The peer's default: a team runs at most this many supervisor and worker steps. */
const DEFAULT_RECURSION_LIMIT = 100;
const DEFAULT_PROMPT =
  'You lead a team of workers: {team_members}. Pick the worker who should act next and tell them what to do. When the request is fully answered, choose FINISH.';
const FINISH = 'FINISH';

const nameOf = (node: FlowNode, key: string) => inputText(node, key).trim() || node.data.label || node.id;

/**
 * A supervisor team: the supervisor's model picks the next worker (or FINISH) through a `route`
 * tool call with instructions; the worker, an agent with its own prompt, model and tools, answers
 * into the shared conversation; until FINISH or the recursion limit. The last worker's answer is
 * the flow's answer. Each step streams as an agentReasoning event naming who spoke.
 */
export async function runSupervisor(ctx: RunContext, supervisor: FlowNode): Promise<string> {
  const { req } = ctx;
  const workers = req.flow.nodes.filter(
    (n) => n.data.name === 'worker' && sourcesOf(ctx, n, 'supervisor').some((s) => s.id === supervisor.id),
  );
  if (!workers.length) throw new NodeFailure(supervisor, 'connect at least one worker to it');
  const model = modelOf(ctx, supervisor);
  const byName = new Map(workers.map((w) => [nameOf(w, 'workerName'), w]));
  const names = [...byName.keys()];
  const supervisorName = nameOf(supervisor, 'supervisorName');
  const limit = inputCount(supervisor, 'recursionLimit', DEFAULT_RECURSION_LIMIT);
  const scope: ReferenceScope = {
    state: { messages: ctx.conversation },
    vars: req.vars,
    flow: {
      chatId: req.input.chatId,
      sessionId: req.input.sessionId,
      chatflowId: req.flowId,
      input: ctx.question,
    },
  };
  const system = `${(inputText(supervisor, 'supervisorPrompt') || DEFAULT_PROMPT).replace(/\{team_members\}/g, names.join(', '))}\n\nAnswer by calling the route tool: next is one of ${[...names, FINISH].join(', ')}.`;
  const { jsonSchema, tool } = await import('ai');
  const route = tool({
    description: 'Choose who acts next, or FINISH when the request is answered',
    inputSchema: jsonSchema({
      type: 'object',
      properties: {
        reasoning: { type: 'string' },
        next: { type: 'string', enum: [...names, FINISH] },
        instructions: { type: 'string', description: 'What the chosen worker should do' },
      },
      required: ['next'],
    } as never),
  });
  const conversation: StateMessage[] = [...ctx.conversation];
  let answer = '';
  for (let steps = 0; ; steps++) {
    if (steps >= limit)
      throw new NodeFailure(supervisor, `the team reached its recursion limit (${limit} steps)`);
    req.signal.throwIfAborted();
    const reply = await callChat(
      model,
      { system, messages: modelMessages(conversation), tools: { route } },
      { run: req, token: () => {} },
    );
    ctx.reportUsage(reply.usage);
    const call = reply.toolCalls.find((c) => c.toolName === 'route');
    const input = (call?.input ?? {}) as { next?: unknown; instructions?: unknown; reasoning?: unknown };
    const next = typeof input.next === 'string' && byName.has(input.next) ? input.next : FINISH;
    const instructions = typeof input.instructions === 'string' ? input.instructions : '';
    ctx.step({
      agentName: supervisorName,
      messages: [typeof input.reasoning === 'string' ? input.reasoning : reply.text].filter(Boolean),
      next,
      instructions,
      nodeName: 'supervisor',
      nodeId: supervisor.id,
    });
    if (next === FINISH) return answer || (call ? '' : reply.text);
    const worker = byName.get(next)!;
    const turn = await agentTurn(
      {
        model: modelOf(ctx, worker, model),
        tools: toolsOf(ctx, worker),
        system: formatPrompt(inputText(worker, 'workerPrompt'), worker.data.inputs?.promptValues, scope),
        messages: instructions ? [...conversation, { role: 'user', content: instructions }] : conversation,
        name: next,
        maxIterations: inputCount(worker, 'maxIterations', 10),
      },
      req,
    ).catch((err) => {
      throw err instanceof NodeFailure
        ? err
        : new NodeFailure(worker, err instanceof Error ? err.message : String(err));
    });
    ctx.reportUsage(turn.usage);
    ctx.usedTools.push(...turn.usedTools);
    answer = turn.text;
    // the supervisor sees what each worker answered, under its name
    conversation.push({ role: 'assistant', content: `${next}: ${turn.text}`, name: next });
    ctx.step({
      agentName: next,
      messages: [turn.text],
      ...(turn.usedTools.length ? { usedTools: turn.usedTools } : {}),
      nodeName: 'worker',
      nodeId: worker.id,
    });
  }
}
