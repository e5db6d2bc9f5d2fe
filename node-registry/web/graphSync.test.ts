import { expose, type Remote, releaseProxy, wrap } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Graph } from '../flow.ts';
import { createGraphApi, type GraphApi } from '../graphApi.ts';
import { syntheticChainGraph } from '../rules/connectionBenchmark.ts';
import { ruleInputsChanged } from '../ruleInputsChanged.ts';
import { createGraphSync } from './graphSync.ts';

/** The real graph API behind a real Comlink channel (as in the worker), recording what arrives. */
function startWorkerSide() {
  const api = createGraphApi();
  const calls: { method: 'sync' | 'check'; version: number; snapshot: boolean }[] = [];
  const side = {
    syncGraph(version: number, graph: Graph) {
      calls.push({ method: 'sync', version, snapshot: true });
      return api.syncGraph(version, graph);
    },
    checkConnection(...args: Parameters<GraphApi['checkConnection']>) {
      calls.push({ method: 'check', version: args[1], snapshot: args[2] !== undefined });
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
const options = { slim: (g: Graph) => g, changed: ruleInputsChanged, delayMs: 5 };
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
    expect(w.calls.map((c) => c.snapshot)).toEqual([true, false]);
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
    expect(last).toMatchObject({ method: 'check', snapshot: false });
    expect(w.calls[1]?.version).toBe(last?.version);
    sync.dispose();
  });

  it('a check right after an edit carries the fresh graph instead of waiting for the post', async () => {
    const w = startWorkerSide();
    close = w.close;
    const sync = createGraphSync(() => w.remote, options);
    sync.update(chain);
    await sync.check(back);
    sync.update({ ...chain, edges: chain.edges.slice(1) });
    expect(await sync.check(back)).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 20));
    // the pending post was dropped: the check already delivered that version
    expect(w.calls.map((c) => `${c.method}:${c.snapshot}`)).toEqual(['check:true', 'check:true']);
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
    expect(w.calls.map((c) => c.snapshot)).toEqual([true, true, true]);
  });

  it('resends the graph when the worker answers stale (it lost it)', async () => {
    const w = startWorkerSide();
    close = w.close;
    const sync = createGraphSync(() => w.remote, options);
    sync.update(chain);
    await sync.check(back);
    w.api.syncGraph(999, { nodes: [], edges: [] }); // as if something else replaced it
    expect(await sync.check(back)).toMatchObject({ ok: false });
    expect(w.calls.map((c) => c.snapshot)).toEqual([true, false, true]);
  });

  it('refuses to check before it has a graph', async () => {
    const sync = createGraphSync<Graph>(() => {
      throw new Error('the worker is not needed');
    }, options);
    await expect(sync.check(back)).rejects.toThrow('No graph');
  });
});
