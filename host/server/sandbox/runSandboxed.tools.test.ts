import { describe, expect, it } from 'vitest';
import { runSandboxed } from './runSandboxed.ts';
import type { SandboxTool } from './sandboxTypes.ts';

/** A tool that records what it was called with, as a chatflow tool instance would run. */
function recordingTool(name: string, answer: (input: unknown) => string | Promise<string>) {
  const calls: unknown[] = [];
  const tool: SandboxTool = {
    name,
    description: `the ${name} tool`,
    async call(input) {
      calls.push(input);
      return answer(input);
    },
  };
  return { tool, calls };
}

describe('runSandboxed $tools', { timeout: 60_000 }, () => {
  it('calls the caller’s tools by name on the main thread and gives back their text', async () => {
    const adder = recordingTool('add_numbers', (input) => {
      const { a, b } = input as { a: number; b: number };
      return String(a + b);
    });
    const upper = recordingTool('shout', (input) => String(input).toUpperCase());
    const result = await runSandboxed({
      code: `
        const sum = await $tools.add_numbers.invoke({ a: 2, b: 40 });
        const loud = await $tools.shout.call('hi');
        return { sum, loud, names: Object.keys($tools), about: $tools.shout.description };`,
      tools: [adder.tool, upper.tool],
    });
    expect(result).toMatchObject({
      ok: true,
      value: { sum: '42', loud: 'HI', names: ['add_numbers', 'shout'], about: 'the shout tool' },
    });
    expect(adder.calls).toEqual([{ a: 2, b: 40 }]);
    expect(upper.calls).toEqual(['hi']);
  });

  it('rejects inside the code with the tool’s error, which the code may catch', async () => {
    const failing = recordingTool('broken', () => {
      throw new Error('the service said no');
    });
    const result = await runSandboxed({
      code: `try { await $tools.broken.invoke({}); return 'no error'; } catch (e) { return 'caught: ' + e.message; }`,
      tools: [failing.tool],
    });
    expect(result).toMatchObject({ ok: true, value: 'caught: the service said no' });
  });

  it('has no $tools when none are lent, and the list cannot be changed by the code', async () => {
    expect(await runSandboxed({ code: 'return typeof $tools' })).toMatchObject({
      ok: true,
      value: 'undefined',
    });
    const fixed = recordingTool('only', () => 'ok');
    const result = await runSandboxed({
      code: `try { $tools.other = {}; } catch {} return Object.keys($tools);`,
      tools: [fixed.tool],
    });
    expect(result).toMatchObject({ ok: true, value: ['only'] });
  });

  it('aborts a tool call still running when the run times out', async () => {
    let aborted = false;
    const slow: SandboxTool = {
      name: 'slow',
      description: '',
      call: (_input, signal) =>
        new Promise<string>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    };
    const result = await runSandboxed({
      code: 'return await $tools.slow.invoke(1)',
      tools: [slow],
      timeoutMs: 300,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    await expect.poll(() => aborted, { timeout: 10_000 }).toBe(true);
  });

  it('refuses a tool whose name the code could not reach', async () => {
    const bad = { name: 'no spaces', description: '', call: async () => '' } as SandboxTool;
    await expect(runSandboxed({ code: 'return 1', tools: [bad] })).rejects.toThrow(/tool 'no spaces'/);
  });
});
