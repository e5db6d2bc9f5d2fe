import { describe, expect, it } from 'vitest';
import { LazyCompilations } from './LazyCompilations.ts';

describe('LazyCompilations', () => {
  it('compiles once, on first use', () => {
    const lazy = new LazyCompilations();
    let runs = 0;
    const get = lazy.add(() => ++runs);
    expect(runs).toBe(0);
    expect(get()).toBe(1);
    expect(get()).toBe(1);
    expect(lazy.size).toBe(0);
  });

  it('warms up everything pending in slices, leaving failures to their first use', async () => {
    const lazy = new LazyCompilations();
    const gets = Array.from({ length: 20 }, (_, i) => lazy.add(() => i));
    const broken = lazy.add(() => {
      throw new Error('bad schema');
    });
    lazy.warmUp(8);
    expect(lazy.size).toBe(21 - 8);
    // The later slices run on timers: wait for them, however late a busy machine fires them.
    await expect.poll(() => lazy.size).toBe(0);
    expect(gets[19]?.()).toBe(19);
    expect(() => broken()).toThrow('bad schema');
  });
});
