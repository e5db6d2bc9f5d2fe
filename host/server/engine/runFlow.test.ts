import { describe, expect, it } from 'vitest';
import type { EngineEventName, NodeContext, NodeExecutor, NodeOutcome } from './engineTypes.ts';
import { type RunFlowOptions, runFlow } from './runFlow.ts';
import type { RunSnapshot } from './runSnapshot.ts';
import { flowEdge as e, flowNode as n, flowOf } from './testFlow.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Test executors: 'text' echoes inputs.text after inputs.delay ms; the rest mimic the real nodes' outcomes. */
function executors(log: { id: string; start: number; end: number }[] = []) {
  const text: NodeExecutor = {
    async run(ctx) {
      const start = Date.now();
      if (ctx.inputs.delay) await sleep(Number(ctx.inputs.delay));
      if (ctx.inputs.fail) throw new Error(String(ctx.inputs.fail));
      log.push({ id: ctx.node.id, start, end: Date.now() });
      const content = String(ctx.inputs.text ?? ctx.node.id);
      return { output: { content, n: 7 }, stateUpdates: ctx.inputs.set ? { last: content } : undefined };
    },
  };
  const map: Record<string, NodeExecutor> = {
    start: { run: async (ctx) => ({ output: { question: ctx.input.question }, initialState: { k: 'v0' } }) },
    text,
    cond: {
      async run(ctx) {
        const pick = Number(ctx.inputs.pick);
        return {
          output: { content: `picked ${pick}` },
          conditions: [0, 1].map((i) => ({ isFulfilled: i === pick })),
        };
      },
    },
    loop: {
      async run(ctx): Promise<NodeOutcome> {
        return {
          output: { content: 'looping' },
          loopBack: { nodeId: String(ctx.inputs.to), maxLoopCount: Number(ctx.inputs.max) },
        };
      },
    },
    iter: { run: async (ctx) => ({ output: {}, iterate: { items: JSON.parse(String(ctx.inputs.items)) } }) },
    human: {
      async run(ctx: NodeContext): Promise<NodeOutcome> {
        if (!ctx.humanInput) return { output: {}, pause: { description: 'ok?', resume: { asked: 1 } } };
        const proceed = ctx.humanInput.type === 'proceed';
        return {
          output: { content: ctx.humanInput.feedback ?? ctx.humanInput.type, resumed: ctx.resume },
          conditions: [{ isFulfilled: proceed }, { isFulfilled: !proceed }],
        };
      },
    },
  };
  return { get: (name: string) => map[name] };
}

function options(flow: RunFlowOptions['flow'], extra: Partial<RunFlowOptions> = {}): RunFlowOptions {
  return {
    flow,
    flowId: 'f1',
    workspaceId: 'w1',
    executors: executors(),
    input: { question: 'hi', sessionId: 's1', chatId: 'c1' },
    services: { credential: async () => ({ credentialName: 'x', data: {} }), allowPrivate: false },
    ...extra,
  };
}

describe('runFlow', () => {
  it('runs a chain, resolves references to earlier nodes and ends FINISHED with the last text', async () => {
    const flow = flowOf(
      [
        n('start_0', 'start'),
        n('text_0', 'text', { text: 'A:{{question}}' }),
        n('text_1', 'text', { text: '{{text_0}}|{{text_0.output.n}}|{{nope}}' }),
      ],
      [e('start_0', 'text_0'), e('text_0', 'text_1')],
    );
    const r = await runFlow(options(flow));
    expect(r.status).toBe('FINISHED');
    expect(r.text).toBe('A:hi|7|{{nope}}');
    expect(r.executedData.map((d) => d.nodeId)).toEqual(['start_0', 'text_0', 'text_1']);
    expect(r.executedData[2]?.previousNodeIds).toEqual(['text_0']);
  });

  it('runs independent branches at the same time and joins them after both', async () => {
    const log: { id: string; start: number; end: number }[] = [];
    const flow = flowOf(
      [
        n('start_0', 'start'),
        n('text_a', 'text', { delay: 150 }),
        n('text_b', 'text', { delay: 150 }),
        n('text_j', 'text', { text: '{{text_a}}+{{text_b}}' }),
      ],
      [e('start_0', 'text_a'), e('start_0', 'text_b'), e('text_a', 'text_j'), e('text_b', 'text_j')],
    );
    const began = Date.now();
    const r = await runFlow(options(flow, { executors: executors(log) }));
    const elapsed = Date.now() - began;
    const a = log.find((x) => x.id === 'text_a');
    const b = log.find((x) => x.id === 'text_b');
    const j = log.find((x) => x.id === 'text_j');
    expect(a && b && j).toBeTruthy();
    // Overlap: each started before the other ended.
    expect((a?.start ?? 0) < (b?.end ?? 0) && (b?.start ?? 0) < (a?.end ?? 0)).toBe(true);
    expect(elapsed).toBeLessThan(290);
    expect(j?.start).toBeGreaterThanOrEqual(Math.max(a?.end ?? 0, b?.end ?? 0));
    expect(r.text).toBe('text_a+text_b');
  });

  it('prunes the branch a condition does not take, and the join does not wait for it', async () => {
    const flow = flowOf(
      [
        n('start_0', 'start'),
        n('cond_0', 'cond', { pick: 1 }),
        n('text_yes', 'text'),
        n('text_no', 'text'),
        n('text_after', 'text'),
        n('text_j', 'text', { text: 'joined {{text_no}} {{text_yes}}' }),
      ],
      [
        e('start_0', 'cond_0'),
        e('cond_0', 'text_yes', 0),
        e('cond_0', 'text_no', 1),
        e('text_yes', 'text_after'),
        e('text_after', 'text_j'),
        e('text_no', 'text_j'),
      ],
    );
    const r = await runFlow(options(flow));
    const ran = r.executedData.map((d) => d.nodeId);
    expect(ran).toEqual(['start_0', 'cond_0', 'text_no', 'text_j']);
    expect(r.text).toBe('joined text_no {{text_yes}}');
  });

  it('loops back up to the maximum, then ends with the fallback message', async () => {
    const flow = flowOf(
      [n('start_0', 'start'), n('text_0', 'text'), n('loop_0', 'loop', { to: 'text_0-Some label', max: 3 })],
      [e('start_0', 'text_0'), e('text_0', 'loop_0')],
    );
    const r = await runFlow(options(flow));
    expect(r.status).toBe('FINISHED');
    expect(r.executedData.filter((d) => d.nodeId === 'text_0')).toHaveLength(4);
    expect(r.text).toBe('Loop completed after reaching maximum iteration count of 3.');
  });

  it('runs the children of an iteration once per item with {{$iteration}}', async () => {
    const flow = flowOf(
      [
        n('start_0', 'start'),
        n('iter_0', 'iter', { items: '{{$flow.state.list}}' }),
        n('text_c', 'text', { text: 'item {{$iteration.name}}' }, { parentNode: 'iter_0' }),
        n('text_end', 'text', { text: 'done: {{iter_0}}' }),
      ],
      [e('start_0', 'iter_0'), e('iter_0', 'text_end')],
    );
    const ex = executors();
    const withList = {
      get: (name: string) =>
        name === 'start'
          ? {
              run: async () => ({
                output: {},
                initialState: { list: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] },
              }),
            }
          : ex.get(name),
    };
    const r = await runFlow(options(flow, { executors: withList }));
    expect(r.status).toBe('FINISHED');
    const children = r.executedData.filter((d) => d.nodeId === 'text_c');
    expect(children.map((d) => d.iterationIndex)).toEqual([0, 1, 2]);
    expect(r.text).toBe('done: item a\nitem b\nitem c');
  });

  it('pauses at human input, then resumes exactly there (proceed and reject branches)', async () => {
    const flow = flowOf(
      [
        n('start_0', 'start'),
        n('text_0', 'text'),
        n('human_0', 'human'),
        n('text_ok', 'text'),
        n('text_no', 'text'),
      ],
      [
        e('start_0', 'text_0'),
        e('text_0', 'human_0'),
        e('human_0', 'text_ok', 0),
        e('human_0', 'text_no', 1),
      ],
    );
    const log: { id: string; start: number; end: number }[] = [];
    const snaps: RunSnapshot[] = [];
    const first = await runFlow(
      options(flow, { executors: executors(log), onCheckpoint: (s) => void snaps.push(s) }),
    );
    expect(first.status).toBe('STOPPED');
    expect(first.action?.data.nodeId).toBe('human_0');
    expect(first.text).toBe('ok?');
    // Checkpoints are latest-wins while the run goes on; the paused point is the result's snapshot.
    expect(snaps.length).toBeGreaterThan(0);
    expect(first.snapshot.paused?.nodeId).toBe('human_0');
    for (const [type, expected] of [
      ['proceed', 'text_ok'],
      ['reject', 'text_no'],
    ] as const) {
      log.length = 0;
      const r = await runFlow(
        options(flow, {
          executors: executors(log),
          resumeFrom: first.snapshot,
          input: { question: 'hi', sessionId: 's1', chatId: 'c1', humanInput: { type } },
        }),
      );
      expect(r.status).toBe('FINISHED');
      expect(log.map((x) => x.id)).toEqual([expected]);
      const human = r.executedData.filter((d) => d.nodeId === 'human_0');
      expect(human.map((d) => d.status)).toEqual(['FINISHED']);
      expect(human[0]?.data.output.resumed).toEqual({ asked: 1 });
    }
  });

  it('ends with ERROR naming the failing node, and stops its running siblings', async () => {
    const flow = flowOf(
      [
        n('start_0', 'start'),
        n('text_a', 'text', { fail: 'bad thing', delay: 10 }),
        n('text_b', 'text', { delay: 2000 }),
      ],
      [e('start_0', 'text_a'), e('start_0', 'text_b')],
    );
    const began = Date.now();
    const r = await runFlow(options(flow));
    expect(r.status).toBe('ERROR');
    expect(r.error).toBe('bad thing');
    expect(Date.now() - began).toBeLessThan(1000);
    expect(r.executedData.find((d) => d.nodeId === 'text_b')?.status).toBe('TERMINATED');
  });

  it('caps the number of steps', async () => {
    const flow = flowOf(
      [n('start_0', 'start'), n('text_0', 'text'), n('loop_0', 'loop', { to: 'text_0', max: 100 })],
      [e('start_0', 'text_0'), e('text_0', 'loop_0')],
    );
    const r = await runFlow(options(flow, { maxSteps: 20 }));
    expect(r.status).toBe('ERROR');
    expect(r.error).toBe('Maximum number of steps (20) reached');
  });

  it('is TERMINATED on abort and TIMEOUT on a timeout abort', async () => {
    const flow = flowOf(
      [n('start_0', 'start'), n('text_0', 'text', { delay: 5000 })],
      [e('start_0', 'text_0')],
    );
    for (const [reason, status] of [
      ['user', 'TERMINATED'],
      ['timeout', 'TIMEOUT'],
    ] as const) {
      const ac = new AbortController();
      setTimeout(() => ac.abort(reason), 30);
      const r = await runFlow(options(flow, { signal: ac.signal }));
      expect(r.status).toBe(status);
    }
  });

  it('emits the client event names in order', async () => {
    const events: EngineEventName[] = [];
    const flow = flowOf([n('start_0', 'start'), n('text_0', 'text')], [e('start_0', 'text_0')]);
    await runFlow(options(flow, { onEvent: (name) => events.push(name) }));
    expect(events).toEqual([
      'agentFlowEvent',
      'nextAgentFlow',
      'nextAgentFlow',
      'agentFlowExecutedData',
      'nextAgentFlow',
      'nextAgentFlow',
      'agentFlowExecutedData',
      'agentFlowEvent',
    ]);
  });

  it('refuses a flow with two starting nodes', async () => {
    const r = await runFlow(options(flowOf([n('start_0', 'start'), n('start_1', 'start')], [])));
    expect(r.status).toBe('ERROR');
    expect(r.error).toBe('Multiple starting nodes are not allowed');
  });
});
