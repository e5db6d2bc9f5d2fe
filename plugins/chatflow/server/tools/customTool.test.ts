import { describe, expect, it } from 'vitest';
import { testRun } from '../componentTestKit.ts';
import type { ChainInstance, ToolInstance } from '../componentTypes.ts';
import { chainTool } from './chainTool.ts';
import { customTool } from './customTool.ts';

const signal = new AbortController().signal;

describe('customTool', () => {
  it('describes and runs the saved tool of the workspace through the tools services', async () => {
    const runs: unknown[] = [];
    const t = testRun({
      services: {
        describeTool: async (ref) => ({
          id: 'tool-1',
          name: 'get_weather',
          description: `Weather (${ref})`,
          schema: { type: 'object', properties: { city: { type: 'string' } } },
        }),
        runTool: async (ref, args) => {
          runs.push([ref, args]);
          return args.city === 'Atlantis'
            ? { ok: false, error: { message: 'No such city' } }
            : { ok: true, output: { temp: 21 } };
        },
      },
    });
    const tool = (await t.build('customTool', customTool, { selectedTool: 'weather' })) as ToolInstance;
    expect(tool).toMatchObject({
      name: 'get_weather',
      description: 'Weather (weather)',
      returnDirect: false,
    });
    expect(await tool.call({ city: 'Oslo' }, signal)).toBe('{"temp":21}');
    expect(runs).toEqual([['tool-1', { city: 'Oslo' }]]);
    await expect(tool.call({ city: 'Atlantis' }, signal)).rejects.toThrow('No such city');
  });

  it('asks for a tool when none is selected', async () => {
    await expect(testRun().build('customTool', customTool, { selectedTool: '' })).rejects.toThrow(
      'Select a tool',
    );
  });
});

describe('chainTool', () => {
  it('asks the connected chain the agent’s question, without streaming the chain’s tokens', async () => {
    const t = testRun({ streaming: true });
    const chain: ChainInstance = {
      kind: 'chain',
      name: 'Poem chain',
      call: async (question, ctx) => {
        ctx.token('leaked');
        return { text: `A poem about ${question}` };
      },
    };
    const tool = (await t.build('chainTool', chainTool, {
      name: 'poet',
      description: 'Writes poems',
      baseChain: chain,
      returnDirect: true,
    })) as ToolInstance;
    expect(tool).toMatchObject({ name: 'poet', description: 'Writes poems', returnDirect: true });
    expect(await tool.call({ input: 'the sea' }, signal)).toBe('A poem about the sea');
    expect(t.tokens).toEqual([]);
  });
});
