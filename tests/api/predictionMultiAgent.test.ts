import { describe, expect, it } from 'vitest';
import type { Flow } from '../../node-registry/flow.ts';
import { nodes as chatflowNodes } from '../../plugins/chatflow/definitions.ts';
import { nodes as multiagentNodes } from '../../plugins/multiagent/definitions.ts';
import { sampleFlows } from '../../plugins/multiagent/common/sampleFlows.ts';
import { engineHarness, parseSse } from './engineHarness.ts';

// Our own small flows in the peer's saved format, one per shape of its multi-agent marketplace,
// run through POST /prediction by the multi-agent runner against the scripted test model.
const h = engineHarness();
const defs = new Map([...multiagentNodes, ...chatflowNodes].map((d) => [d.name, d]));

async function create(pick: (flows: ReturnType<typeof sampleFlows>) => Flow | undefined, name: string) {
  const flow = pick(sampleFlows((n) => defs.get(n), { basepath: h.llm.baseURL }, h.credentialId))!;
  const res = await h.call('POST', '/chatflows', {
    name,
    type: 'MULTIAGENT',
    flowData: JSON.stringify(flow),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

const route = (next: string, instructions = '') => ({
  toolCalls: [{ name: 'route', arguments: { reasoning: `pick ${next}`, next, instructions } }],
});
const sentTo = (i: number) => (h.llm.requests[i]!.body.messages ?? []).map((m) => [m.role, m.content]);

describe('multi-agent prediction', () => {
  it('supervisor team: routes to a worker with tools, then FINISH; streams who speaks; remembers the chat', async () => {
    const id = await create((f) => f.supervisorTeam, 'Team');
    h.llm.enqueue(
      route('Mathematician', 'Compute 6 * 7'),
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { text: 'It is 42.' },
      route('FINISH'),
    );
    const res = await h.call('POST', `/prediction/${id}`, {
      question: 'What is 6 times 7?',
      chatId: 'team-1',
      streaming: true,
    });
    expect(res.status, res.text).toBe(200);
    const events = parseSse(res.text);
    const speakers = events
      .filter((e) => e.event === 'agentReasoning')
      .flatMap((e) =>
        (e.data as { agentName: string; next?: string }[]).map((s) => `${s.agentName}>${s.next ?? ''}`),
      );
    expect(speakers).toEqual(['Lead>Mathematician', 'Mathematician>', 'Lead>FINISH']);
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('It is 42.');
    expect(events.find((e) => e.event === 'usedTools')?.data).toEqual([
      { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
    ]);
    // the supervisor offered the route tool with the team's names
    const tools = h.llm.requests[0]!.body.tools as {
      function: { name: string; parameters: { properties: { next: { enum: string[] } } } };
    }[];
    expect(tools[0]!.function.name).toBe('route');
    expect(tools[0]!.function.parameters.properties.next.enum).toEqual([
      'Researcher',
      'Mathematician',
      'FINISH',
    ]);
    // the worker got the supervisor's instructions and its own prompt
    expect(sentTo(1)[0]).toEqual(['system', 'You compute numbers.']);
    expect(sentTo(1).at(-1)).toEqual(['user', 'Compute 6 * 7']);

    // the same chat: the earlier exchange comes first
    h.llm.enqueue(route('Researcher', 'Say a cat fact'), { text: 'Cats purr.' }, route('FINISH'));
    const second = await h.call('POST', `/prediction/${id}`, { question: 'And cats?', chatId: 'team-1' });
    expect(second.body).toMatchObject({ text: 'Cats purr.', chatId: 'team-1' });
    expect(sentTo(4).slice(1, 4)).toEqual([
      ['user', 'What is 6 times 7?'],
      ['assistant', 'It is 42.'],
      ['user', 'And cats?'],
    ]);
    // prompt values fill the worker's prompt
    expect(sentTo(5)[0]).toEqual(['system', 'You research facts about cats.']);
  });

  it('supervisor team: the recursion limit ends a team that never finishes, naming the supervisor', async () => {
    const id = await create((f) => {
      const flow = f.supervisorTeam!;
      flow.nodes.find((n) => n.id === 'supervisor_0')!.data.inputs!.recursionLimit = 2;
      return flow;
    }, 'Loop team');
    h.llm.enqueue(
      route('Researcher'),
      { text: 'one' },
      route('Researcher'),
      { text: 'two' },
      route('Researcher'),
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'go', chatId: 'team-2' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(res.body)).toMatch(
      /Supervisor \(supervisor_0\): the team reached its recursion limit \(2 steps\)/,
    );
  });

  it('sequential: state from a structured LLM node drives the condition; the loop goes back to the writer', async () => {
    const id = await create((f) => f.essayLoop, 'Essay');
    h.llm.enqueue(
      { text: 'Draft one.' },
      { toolCalls: [{ name: 'structured_output', arguments: { grade: 'revise' } }] },
      { text: 'Draft two.' },
      { toolCalls: [{ name: 'structured_output', arguments: { grade: 'pass' } }] },
    );
    const res = await h.call('POST', `/prediction/${id}`, {
      question: 'Write about rain',
      chatId: 'essay-1',
      streaming: true,
    });
    expect(res.status, res.text).toBe(200);
    const events = parseSse(res.text);
    const steps = events
      .filter((e) => e.event === 'agentReasoning')
      .flatMap((e) => e.data as { agentName: string; next?: string; state?: Record<string, unknown> }[]);
    expect(steps.map((s) => s.agentName + (s.next ? `>${s.next}` : ''))).toEqual([
      'writer',
      'grader',
      'Condition>Revise',
      'writer',
      'grader',
      'Condition>End',
    ]);
    expect(steps[1]!.state).toEqual({ grade: 'revise' });
    // the answer is the last assistant message: the grader's structured output
    expect(
      events
        .filter((e) => e.event === 'token')
        .map((e) => e.data)
        .join(''),
    ).toBe('{"grade":"pass"}');
    // the second writer turn saw the whole conversation so far
    expect(sentTo(2).map((m) => m[1])).toEqual([
      'You write short essays.',
      'Write about rain',
      'Draft one.',
      '{"grade":"revise"}',
    ]);
  });

  it('sequential: branches fan out and merge into one run of the judge', async () => {
    const id = await create((f) => f.branchMerge, 'Branches');
    h.llm.enqueue({ text: 'Great idea!' }, { text: 'Risky idea.' }, { text: 'Go, carefully.' });
    const res = await h.call('POST', `/prediction/${id}`, {
      question: 'Should we ship?',
      chatId: 'branch-1',
    });
    expect(res.body).toMatchObject({ text: 'Go, carefully.' });
    expect(h.llm.requests).toHaveLength(3);
    expect(sentTo(2).map((m) => m[1])).toEqual([
      'Weigh both views.',
      'Should we ship?',
      'Great idea!',
      'Risky idea.',
    ]);
  });

  it('sequential: the LLM node asks for a tool, the tool node runs it, the next LLM node reports', async () => {
    const id = await create((f) => f.toolNode, 'Tools');
    h.llm.enqueue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] },
      { text: 'The sum is 5.' },
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'Add 2 and 3', chatId: 'tool-1' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      text: 'The sum is 5.',
      usedTools: [{ tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' }],
    });
    expect(
      (h.llm.requests[0]!.body.tools as { function: { name: string } }[]).map((t) => t.function.name),
    ).toEqual(['calculator']);
    expect(sentTo(1).at(-1)).toEqual(['tool', '5']);
  });

  it('sequential: the condition agent routes by its structured answer; no match takes End', async () => {
    const id = await create((f) => f.routing, 'Routing');
    h.llm.enqueue(
      { toolCalls: [{ name: 'structured_output', arguments: { team: 'billing' } }] },
      { text: 'Invoice resent.' },
    );
    const billed = await h.call('POST', `/prediction/${id}`, {
      question: 'Where is my invoice?',
      chatId: 'route-1',
    });
    expect(billed.body).toMatchObject({ text: 'Invoice resent.' });
    expect(sentTo(1)[0]).toEqual(['system', 'You handle invoices.']);

    h.llm.enqueue({ toolCalls: [{ name: 'structured_output', arguments: { team: 'sales' } }] });
    const ended = await h.call('POST', `/prediction/${id}`, { question: 'Hi', chatId: 'route-2' });
    expect(ended.status, ended.text).toBe(200);
    expect(h.llm.requests).toHaveLength(3);
  });

  it('sequential: a tool node that asks for approval pauses; humanInput proceeds or rejects the session run', async () => {
    const id = await create((f) => {
      const flow = f.toolNode!;
      flow.nodes.find((n) => n.id === 'seqToolNode_0')!.data.inputs!.interrupt = true;
      flow.nodes.find((n) => n.id === 'seqToolNode_0')!.data.inputs!.approvalPrompt = 'May I run {tools}?';
      return flow;
    }, 'Approval');
    h.llm.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] });
    const paused = await h.call('POST', `/prediction/${id}`, {
      question: 'Add 2 and 3',
      chatId: 'ask-1',
      streaming: true,
    });
    expect(paused.status, paused.text).toBe(200);
    const events = parseSse(paused.text);
    const action = events.find((e) => e.event === 'action')?.data as {
      mapping: unknown;
      data: { nodeId: string; description: string };
    };
    expect(action.mapping).toEqual({ approve: 'Yes', reject: 'No' });
    expect(action.data).toMatchObject({
      nodeId: 'seqToolNode_0',
      description: 'May I run calculator({"input":"2 + 3"})?',
    });
    expect(h.llm.requests).toHaveLength(1);

    h.llm.enqueue({ text: 'The sum is 5.' });
    const resumed = await h.call('POST', `/prediction/${id}`, {
      chatId: 'ask-1',
      humanInput: { type: 'proceed' },
    });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body).toMatchObject({
      text: 'The sum is 5.',
      usedTools: [{ tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' }],
    });
    // resumed once: the paused run is gone
    const again = await h.call('POST', `/prediction/${id}`, {
      chatId: 'ask-1',
      humanInput: { type: 'proceed' },
    });
    expect(again.status).toBe(404);

    // another session rejects with feedback: the next node sees the refusal and the feedback
    h.llm.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '9 * 9' } }] });
    const second = await h.call('POST', `/prediction/${id}`, { question: 'Square 9', chatId: 'ask-2' });
    expect(second.body.action.data.nodeId).toBe('seqToolNode_0');
    h.llm.enqueue({ text: 'Understood, I will not compute it.' });
    const rejected = await h.call('POST', `/prediction/${id}`, {
      chatId: 'ask-2',
      humanInput: { type: 'reject', feedback: 'No tools please' },
    });
    expect(rejected.body).toMatchObject({ text: 'Understood, I will not compute it.' });
    expect(rejected.body.usedTools).toBeUndefined();
    expect(sentTo(h.llm.requests.length - 1).slice(-2)).toEqual([
      ['tool', 'The user did not approve this tool call.'],
      ['user', 'No tools please'],
    ]);
  });

  it('sequential: an agent that requires approval pauses at its tool calls; proceed runs them, reject tells its model', async () => {
    const id = await create((f) => f.approvalAgent, 'Agent approval');
    h.llm.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '3 * 4' } }] });
    const paused = await h.call('POST', `/prediction/${id}`, {
      question: 'Price of 3 at 4?',
      chatId: 'agent-ask-1',
    });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.action.data).toMatchObject({ nodeId: 'seqAgent_0' });
    expect(paused.body.action.data.description).toContain('calculator({"input":"3 * 4"})');

    h.llm.enqueue({ text: 'That is 12.' });
    const resumed = await h.call('POST', `/prediction/${id}`, {
      chatId: 'agent-ask-1',
      humanInput: { type: 'proceed' },
    });
    expect(resumed.body).toMatchObject({
      text: 'That is 12.',
      usedTools: [{ tool: 'calculator', toolInput: { input: '3 * 4' }, toolOutput: '12' }],
    });
    expect(sentTo(1).at(-1)).toEqual(['tool', '12']);

    h.llm.enqueue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '5 * 5' } }] },
      { text: 'Fine, no maths.' },
    );
    await h.call('POST', `/prediction/${id}`, { question: 'Price of 5 at 5?', chatId: 'agent-ask-2' });
    const rejected = await h.call('POST', `/prediction/${id}`, {
      chatId: 'agent-ask-2',
      humanInput: { type: 'reject' },
    });
    expect(rejected.body).toMatchObject({ text: 'Fine, no maths.' });
    expect(sentTo(3).at(-1)).toEqual(['tool', 'The user did not approve this tool call.']);
  });
});
