import { describe, expect, it } from 'vitest';
import { FlowLevel } from './FlowLevel.ts';
import { buildGraph } from './flowGraph.ts';
import { flowEdge as e, flowNode as n, flowOf } from './testFlow.ts';

const levelOf = (ids: string[], edges: ReturnType<typeof e>[]) =>
  new FlowLevel(
    buildGraph(
      flowOf(
        ids.map((id) => n(id, 'text')),
        edges,
      ),
    ),
    [],
  );

describe('FlowLevel', () => {
  it('queues a join once all its inputs settled, and records which inputs reached it', () => {
    const level = levelOf(['a', 'b', 'c', 'd'], [e('a', 'b'), e('a', 'c'), e('b', 'd'), e('c', 'd')]);
    level.deliver('a');
    expect(level.ready).toEqual(['b', 'c']);
    level.ready = [];
    level.deliver('b');
    expect(level.ready).toEqual([]);
    level.deliver('c');
    expect(level.ready).toEqual(['d']);
    expect(level.liveInputs('d')).toEqual(['b', 'c']);
  });

  it('prunes the handles a branch did not take, skipping what only they feed; a join still runs', () => {
    const level = levelOf(
      ['a', 'b', 'c', 'd', 'e'],
      [e('a', 'b', 0), e('a', 'c', 1), e('b', 'd'), e('c', 'd'), e('c', 'e')],
    );
    level.deliver('a', [{ isFulfilled: true }, { isFulfilled: false }]);
    expect(level.ready).toEqual(['b']);
    expect(level.edges).toEqual({ 'a->b#0': 'live', 'a->c#1': 'dead', 'c->d#': 'dead', 'c->e#': 'dead' });
    level.ready = [];
    level.deliver('b');
    expect(level.ready).toEqual(['d']);
    expect(level.liveInputs('d')).toEqual(['b']);
  });

  it('does not queue a node that is running or already queued', () => {
    const level = levelOf(['a', 'b'], [e('a', 'b')]);
    level.running.add('b');
    level.deliver('a');
    expect(level.ready).toEqual([]);
  });

  it('finds a loop target by id or by the longest id it starts with', () => {
    const level = levelOf(['a_1', 'a_10', 'b'], []);
    expect(level.loopTarget('a_1')).toBe('a_1');
    expect(level.loopTarget('a_10-Ask again')).toBe('a_10');
    expect(level.loopTarget('a_1-x')).toBe('a_1');
    expect(level.loopTarget('c')).toBeUndefined();
  });

  it('rewinding unsettles the edges inside the looped region only and queues the target once', () => {
    const level = levelOf(['a', 'b', 'c', 'loop'], [e('a', 'b'), e('b', 'c'), e('c', 'loop')]);
    for (const id of ['a', 'b', 'c']) level.deliver(id);
    level.ready = [];
    level.rewindTo('b');
    level.rewindTo('b');
    expect(level.edges).toEqual({ 'a->b#': 'live' });
    expect(level.ready).toEqual(['b']);
  });
});
