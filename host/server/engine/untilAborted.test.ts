import { describe, expect, it } from 'vitest';
import { untilAborted } from './untilAborted.ts';

describe('untilAborted', () => {
  it('settles as the work does while the signal stays quiet', async () => {
    const signal = new AbortController().signal;
    await expect(untilAborted(Promise.resolve(3), signal)).resolves.toBe(3);
    await expect(untilAborted(Promise.reject(new Error('boom')), signal)).rejects.toThrow('boom');
  });

  it('rejects as a cancellation when aborted, even if the work never settles', async () => {
    const abort = new AbortController();
    const pending = untilAborted(new Promise(() => {}), abort.signal);
    abort.abort('timeout');
    await expect(pending).rejects.toThrow('Flow execution was cancelled');
    await expect(untilAborted(Promise.resolve(1), abort.signal)).rejects.toThrow(
      'Flow execution was cancelled',
    );
  });
});
