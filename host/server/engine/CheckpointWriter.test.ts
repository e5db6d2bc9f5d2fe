import { describe, expect, it } from 'vitest';
import { CheckpointWriter } from './CheckpointWriter.ts';

/** A save that waits until the test lets it finish. */
function gatedSave() {
  const saved: number[] = [];
  const gates: (() => void)[] = [];
  const save = (n: number) =>
    new Promise<void>((resolve) => {
      saved.push(n);
      gates.push(resolve);
    });
  const openNext = async () => {
    await expect.poll(() => gates.length).toBeGreaterThan(0);
    gates.shift()?.();
  };
  return { saved, save, openNext };
}

describe('CheckpointWriter', () => {
  it('writes one at a time, and only the newest of those that waited', async () => {
    const g = gatedSave();
    const w = new CheckpointWriter(g.save);
    w.push(1);
    w.push(2);
    w.push(3);
    await g.openNext();
    await g.openNext();
    await w.settle();
    expect(g.saved).toEqual([1, 3]);
  });

  it('settle waits for the write in flight and drops the one waiting', async () => {
    const g = gatedSave();
    const w = new CheckpointWriter(g.save);
    w.push(1);
    w.push(2);
    let settled = false;
    const done = w.settle().then(() => {
      settled = true;
    });
    await expect.poll(() => g.saved.length).toBe(1);
    expect(settled).toBe(false);
    await g.openNext();
    await done;
    expect(g.saved).toEqual([1]);
  });

  it('a failed save does not stop later ones', async () => {
    const saved: number[] = [];
    const w = new CheckpointWriter((n: number) => {
      saved.push(n);
      if (n === 1) throw new Error('disk full');
    });
    w.push(1);
    await w.settle();
    w.push(2);
    await w.settle();
    expect(saved).toEqual([1, 2]);
  });
});
