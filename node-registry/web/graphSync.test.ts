import { expose, type Remote, releaseProxy, wrap } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Graph } from '../flow.ts';
import { createGraphApi, type GraphApi } from '../graphApi.ts';
import type { GraphUpdate } from '../graphDiff.ts';
import { syntheticChainGraph } from '../rules/connectionBenchmark.ts';
import { createGraphSync } from './graphSync.ts';

/** The real graph API behind a real Comlink channel (as in the worker), recording what arrives. */
function startWorkerSide() {
  const api = createGraphApi();
  const calls: { method: 'sync' | 'check'; version: number; update: 'whole' | 'diff' | 'none' }[] = [];
  const kind = (u?: GraphUpdate) => (u ? ('graph' in u ? 'whole' : 'diff') : 'none');
  const side = {
    syncGraph(version: number, update: GraphUpdate) {
      calls.push({ method: 'sync', version, update: kind(update) });
      return api.syncGraph(version, update);
    },
    checkConnection(...args: Parameters<GraphApi['checkConnection']>) {
      calls.push({ method: 'check', version: args[1], update: kind(args[2]) });
      return api.checkConnection(...args);
    },
  };
  const channel = new MessageChannel();
  expose(side, channel.port1);
  const remote = wrap<GraphApi>(channel.port2) as Remote<GraphApi>;
  const close = () => {
    remote[releaseProxy]();
    channel.port1.close();
    channel.port2.close();
  };
  return { remote, calls, close, api };
}

const chain = syntheticChainGraph(6);
const back = {
  source: 'llmAgentflow_5',
  target: 'llmAgentflow_0',
  sourceHandle: 'llmAgentflow_5-output-llmAgentflow',
  targetHandle: 'llmAgentflow_0',
};
const options = { slim: (g: Graph) => g, delayMs: 5 };
let close = () => {};
afterEach(() => {
  close();
  close = () => {};
});

describe('graph sync (the canvas side of the graph kept in the worker)', () => {
  it('sends the graph with the first check only; later checks post the connection alone', async () => {
    const w = startWorkerSide();
    close = w.close;
    const sync = createGraphSync(() => w.remote, options);
    sync.update(chain);
    expect(w.calls).toEqual([]); // nothing is posted before the worker is needed
    expect(await sync.check(back)).toMatchObject({ ok: false, reason: expect.stringContaining('cycle') });
    expect(await sync.check(back)).toMatchObject({ ok: false });
    expect(w.calls.map((c) => c.update)).toEqual(['whole', 'none']);
    sync.dispose();
  });

  it('posts a changed graph once when edits pause, and ignores moves', async () => {
    const w = startWorkerSide();
    close = w.close;
    const sync = createGraphSync(() => w.remote, options);
    sync.update(chain);
    await sync.check(back);
    const open = { ...chain, edges: chain.edges.slice(1) }; // the chain cut: no cycle any more
    sync.update({ ...chain, edges: chain.edges.slice(2) });
    sync.update(open);
    sync.update({ ...open, nodes: open.nodes.map((n) => ({ ...n, position: { x: 9, y: 9 } })) });
    await vi.waitFor(() => expect(w.calls.filter((c) => c.method === 'sync')).toHaveLength(1));
    expect(await sync.check(back)).toEqual({ ok: true });
    const last = w.calls.at(-1);
    expect(last).toMatchObject({ method: 'check', update: 'none' });
    expect(w.calls[1]).toMatchObject({ method: 'sync', update: 'diff' });
    expect(w.calls[1]?.version).toBe(last?.version);
    sync.dispose();
  });

  it('a check right after an edit carries the change instead of waiting for the post', async () => {
    const w = startWorkerSide();
    close = w.close;
    const sync = createGraphSync(() => w.remote, options);
    sync.update(chain);
    await sync.check(back);
    sync.update({ ...chain, edges: chain.edges.slice(1) });
    expect(await sync.check(back)).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 20));
    // the pending post was dropped: the check already delivered that version
    expect(w.calls.map((c) => `${c.method}:${c.update}`)).toEqual(['check:whole', 'check:diff']);
    sync.dispose();
  });

  it('two canvases on one worker never check on each other’s graph', async () => {
    const w = startWorkerSide();
    close = w.close;
    const a = createGraphSync(() => w.remote, options);
    const b = createGraphSync(() => w.remote, options);
    a.update(chain);
    b.update({ ...chain, edges: [] });
    expect(await a.check(back)).toMatchObject({ ok: false });
    expect(await b.check(back)).toEqual({ ok: true });
    expect(await a.check(back)).toMatchObject({ ok: false });
    expect(w.calls.map((c) => c.update)).toEqual(['whole', 'whole', 'whole']);
  });

  it('resends the graph when the worker answers stale (it lost it)', async () => {
    const w = startWorkerSide();
    close = w.close;
    const sync = createGraphSync(() => w.remote, options);
    sync.update(chain);
    await sync.check(back);
    w.api.syncGraph(999, { graph: { nodes: [], edges: [] } }); // as if something else replaced it
    expect(await sync.check(back)).toMatchObject({ ok: false });
    expect(w.calls.map((c) => c.update)).toEqual(['whole', 'none', 'whole']);
  });

  it('falls back to the whole graph when changes cannot be applied', async () => {
    const w = startWorkerSide();
    close = w.close;
    const sync = createGraphSync(() => w.remote, options);
    sync.update(chain);
    await sync.check(back);
    w.api.syncGraph(999, { graph: chain }); // the worker moved on: a diff from our version is refused
    sync.update({ ...chain, edges: chain.edges.slice(1) });
    await vi.waitFor(() => expect(w.calls.at(-1)).toMatchObject({ method: 'sync', update: 'diff' }));
    await new Promise((r) => setTimeout(r, 10)); // its refusal arrives
    expect(await sync.check(back)).toEqual({ ok: true });
    expect(w.calls.at(-1)).toMatchObject({ method: 'check', update: 'whole' });
  });

  it('refuses to check before it has a graph', async () => {
    const sync = createGraphSync<Graph>(() => {
      throw new Error('the worker is not needed');
    }, options);
    await expect(sync.check(back)).rejects.toThrow('No graph');
  });
});
