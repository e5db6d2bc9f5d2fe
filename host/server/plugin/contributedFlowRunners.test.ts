import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../common/plugin/definePlugin.ts';
import type { FlowRunner } from '../engine/flowRunner.ts';
import { definePluginServer } from './definePluginServer.ts';
import { contributedFlowRunners, type LoadedPlugin } from './loadPlugins.ts';

const runner: FlowRunner = { run: async () => ({ status: 'FINISHED', text: '' }) };
const loaded = (id: string, flowRunners?: Record<string, FlowRunner>): LoadedPlugin => ({
  plugin: definePlugin({ id }),
  server: definePluginServer(flowRunners ? { flowRunners } : {}),
});

describe('contributedFlowRunners', () => {
  it('collects each plugin’s runners by flow type', () => {
    const other: FlowRunner = { run: runner.run };
    const map = contributedFlowRunners([
      loaded('a', { CHATFLOW: runner }),
      loaded('b'),
      loaded('c', { MULTIAGENT: other }),
    ]);
    expect([...map.keys()]).toEqual(['CHATFLOW', 'MULTIAGENT']);
    expect(map.get('CHATFLOW')).toBe(runner);
  });

  it('refuses two plugins running one type, naming both, and a runner for agent flows', () => {
    expect(() =>
      contributedFlowRunners([loaded('one', { CHATFLOW: runner }), loaded('two', { CHATFLOW: runner })]),
    ).toThrow("Two plugins run CHATFLOW flows: 'one' and 'two'");
    expect(() => contributedFlowRunners([loaded('x', { AGENTFLOW: runner })])).toThrow(/AGENTFLOW/);
  });

  it('rejects a runner without run() or a lower-case type (schema)', () => {
    expect(() => definePluginServer({ flowRunners: { CHATFLOW: {} as FlowRunner } })).toThrow(/flowRunners/);
    expect(() => definePluginServer({ flowRunners: { chatflow: runner } })).toThrow(/flowRunners/);
  });
});
