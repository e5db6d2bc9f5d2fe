import { describe, expect, it } from 'vitest';
import { raceAbort } from './raceAbort.ts';

const cancelled = () => new Error('Flow execution was cancelled');

describe('raceAbort', () => {
  it('settles as the work does while the signal stays quiet', async () => {
    const signal = new AbortController().signal;
    await expect(raceAbort(Promise.resolve(3), signal)).resolves.toBe(3);
    await expect(raceAbort(Promise.reject(new Error('boom')), signal)).rejects.toThrow('boom');
  });

  it('rejects with the given reason when aborted, even if the work never settles', async () => {
    const abort = new AbortController();
    const pending = raceAbort(new Promise(() => {}), abort.signal, cancelled);
    abort.abort('timeout');
    await expect(pending).rejects.toThrow('Flow execution was cancelled');
    await expect(raceAbort(Promise.resolve(1), abort.signal, cancelled)).rejects.toThrow(
      'Flow execution was cancelled',
    );
  });

  it("rejects with the signal's own reason without one", async () => {
    const abort = new AbortController();
    const pending = raceAbort(new Promise(() => {}), abort.signal);
    abort.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
  });
});
