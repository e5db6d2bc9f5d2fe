import { describe, expect, it } from 'vitest';
import { ExecutorRegistry } from './ExecutorRegistry.ts';

describe('ExecutorRegistry', () => {
  it('keys executors by node name and removes them on dispose', () => {
    const reg = new ExecutorRegistry();
    const exec = { run: async () => ({ output: {} }) };
    const d = reg.register('p', 'llmAgentflow', exec);
    expect(reg.get('llmAgentflow')).toBe(exec);
    expect(reg.ownerOf('llmAgentflow')).toBe('p');
    d.dispose();
    expect(reg.get('llmAgentflow')).toBeUndefined();
    expect(reg.size).toBe(0);
  });

  it('refuses a second executor for a node, naming both plugins', () => {
    const reg = new ExecutorRegistry();
    const exec = { run: async () => ({ output: {} }) };
    reg.register('a', 'n', exec);
    expect(() => reg.register('b', 'n', exec)).toThrow("contributed by plugin 'a' and plugin 'b'");
  });
});
