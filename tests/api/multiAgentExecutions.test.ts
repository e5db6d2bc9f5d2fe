import { describe, expect, it } from 'vitest';
import type { Flow } from '../../node-registry/flow.ts';
import { nodes as chatflowNodes } from '../../plugins/chatflow/definitions.ts';
import { nodes as multiagentNodes } from '../../plugins/multiagent/definitions.ts';
import { sampleFlows } from '../../plugins/multiagent/common/sampleFlows.ts';
import { engineHarness } from './engineHarness.ts';

// Issue 17: multi-agent runs are execution records as agent flows' are, each agent's step a node
// run of the trace; a paused sequential run's record is the one its resume continues.
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

interface Step {
  nodeId: string;
  nodeLabel: string;
  previousNodeIds: string[];
  status: string;
  data: { name: string; output: Record<string, unknown>; error?: string; usageMetadata?: unknown };
}

async function execution(id: string): Promise<Record<string, unknown> & { action: string; steps: Step[] }> {
  const res = await h.call('GET', `/executions/${id}`);
  expect(res.status, res.text).toBe(200);
  return { ...res.body, steps: JSON.parse(res.body.executionData) as Step[] };
}

const route = (next: string, instructions = '') => ({
  toolCalls: [{ name: 'route', arguments: { reasoning: `pick ${next}`, next, instructions } }],
});

describe('multi-agent executions', () => {
  it("a supervisor team's run is a FINISHED execution whose steps are its agents' turns, in order", async () => {
    const id = await create((f) => f.supervisorTeam, 'Recorded team');
    h.llm.enqueue(
      route('Mathematician', 'Compute 6 * 7'),
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { text: 'It is 42.' },
      route('FINISH'),
    );
    const res = await h.call('POST', `/prediction/${id}`, {
      question: 'What is 6 times 7?',
      chatId: 'rec-1',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.executionId).toEqual(expect.any(String));

    const run = await execution(res.body.executionId);
    expect(run).toMatchObject({ state: 'FINISHED', agentflowId: id, sessionId: 'rec-1', error: null });
    expect(run.steps.map((s) => `${s.nodeLabel}:${s.data.name}:${s.status}`)).toEqual([
      'Lead:supervisor:FINISHED',
      'Mathematician:worker:FINISHED',
      'Lead:supervisor:FINISHED',
    ]);
    expect(run.steps.map((s) => s.previousNodeIds)).toEqual([
      [],
      [run.steps[0]!.nodeId],
      [run.steps[1]!.nodeId],
    ]);
    expect(run.steps[0]!.data.output).toMatchObject({ next: 'Mathematician' });
    expect(run.steps[1]!.data.output).toMatchObject({
      content: 'It is 42.',
      usedTools: [{ tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' }],
    });
    // the tokens each turn spent, priced like an agent flow's
    expect(run.steps[1]!.data.usageMetadata).toMatchObject({ totalTokens: expect.any(Number) });

    // listed with the flow's name, and the answer in the chat names the record
    const list = await h.call('GET', `/executions?agentflowId=${id}`);
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([res.body.executionId]);
    const messages = await h.call('GET', `/chatmessage/${id}?chatId=rec-1`);
    expect(messages.body.map((m: { executionId: string | null }) => m.executionId)).toEqual([
      res.body.executionId,
      res.body.executionId,
    ]);
  });

  it('a failing agent ends the record ERROR with its step marked', async () => {
    const id = await create((f) => {
      const flow = f.supervisorTeam!;
      flow.nodes.find((n) => n.id === 'supervisor_0')!.data.inputs!.recursionLimit = 1;
      return flow;
    }, 'Failing team');
    h.llm.enqueue(route('Researcher'), { text: 'one' }, route('Researcher'));
    const res = await h.call('POST', `/prediction/${id}`, { question: 'go', chatId: 'rec-2' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const list = await h.call('GET', `/executions?agentflowId=${id}`);
    const [only] = list.body.data;
    const run = await execution(only.id);
    expect(run.state).toBe('ERROR');
    expect(run.error).toMatch(/recursion limit/);
    expect(run.steps.at(-1)).toMatchObject({ status: 'ERROR', nodeId: 'supervisor_0' });
  });

  it('a paused sequential run is STOPPED with its action; the resume continues the same record', async () => {
    const id = await create((f) => {
      const flow = f.toolNode!;
      flow.nodes.find((n) => n.id === 'seqToolNode_0')!.data.inputs!.interrupt = true;
      return flow;
    }, 'Recorded approval');
    h.llm.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] });
    const paused = await h.call('POST', `/prediction/${id}`, { question: 'Add 2 and 3', chatId: 'rec-3' });
    expect(paused.status, paused.text).toBe(200);
    const stopped = await execution(paused.body.executionId);
    expect(stopped.state).toBe('STOPPED');
    expect(JSON.parse(stopped.action)).toMatchObject({ data: { nodeId: 'seqToolNode_0' } });
    const before = stopped.steps.length;
    expect(before).toBeGreaterThan(0);

    h.llm.enqueue({ text: 'The sum is 5.' });
    const resumed = await h.call('POST', `/prediction/${id}`, {
      chatId: 'rec-3',
      humanInput: { type: 'proceed' },
    });
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body.executionId).toBe(paused.body.executionId);
    const finished = await execution(paused.body.executionId);
    expect(finished).toMatchObject({ state: 'FINISHED', action: null });
    expect(finished.steps.slice(0, before)).toEqual(stopped.steps);
    expect(finished.steps.length).toBeGreaterThan(before);

    // nothing left to resume: refused, and no record or message is added
    const count = async () => (await h.call('GET', `/executions?agentflowId=${id}`)).body.total;
    const n = await count();
    const again = await h.call('POST', `/prediction/${id}`, {
      chatId: 'rec-3',
      humanInput: { type: 'proceed' },
    });
    expect(again.status).toBe(404);
    expect(await count()).toBe(n);
  });
});
