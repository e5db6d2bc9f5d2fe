import { describe, expect, it } from 'vitest';
import type { ExecutedNode } from './engineTypes.ts';
import { emptySnapshot, resumePoint } from './runSnapshot.ts';

const entry = (nodeId: string, status: ExecutedNode['status']) => ({ nodeId, status }) as ExecutedNode;

describe('resumePoint', () => {
  it('puts the paused node first, drops its STOPPED entry and takes the pause off', () => {
    const snap = emptySnapshot();
    snap.ready = ['b', 'human', 'c'];
    snap.paused = { nodeId: 'human', resume: { asked: 1 } };
    snap.executedData = [entry('start', 'FINISHED'), entry('human', 'FINISHED'), entry('human', 'STOPPED')];
    expect(resumePoint(snap)).toEqual({
      ready: ['human', 'b', 'c'],
      paused: { nodeId: 'human', resume: { asked: 1 } },
    });
    expect(snap.paused).toBeUndefined();
    expect(snap.executedData).toEqual([entry('start', 'FINISHED'), entry('human', 'FINISHED')]);
  });

  it('continues an interrupted run from its stored ready queue', () => {
    const snap = emptySnapshot();
    snap.ready = ['a', 'b'];
    const point = resumePoint(snap);
    expect(point).toEqual({ ready: ['a', 'b'] });
    point.ready.push('x');
    expect(snap.ready).toEqual(['a', 'b']);
  });
});
