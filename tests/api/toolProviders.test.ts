import { describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../plugins/builtin.ts';
import toolProviderPlugin from '../tool-provider-plugin/index.ts';
import { engineHarness, node as n } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

const h = engineHarness({
  plugins: [...builtinPlugins, toolProviderPlugin],
  env: { TOOL_BASE_URLS: 'greeterKit=http://greeter.test' },
});
const { predict } = enginePredict(h);

describe('toolProviders: built-in tools a plugin contributes', () => {
  it('the Agent node gives the model every tool of a provider, configured by agentSelectedToolConfig', async () => {
    const flow = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentTools: [{ agentSelectedTool: 'greeterKit', agentSelectedToolConfig: { greeting: 'Ahoy' } }],
      }),
    );
    h.llm.reset();
    h.llm.enqueue(
      { toolCalls: [{ name: 'greet', arguments: { who: 'Ada' } }] },
      { toolCalls: [{ name: 'count_letters', arguments: { word: 'Lovelace' } }] },
      { text: 'done' },
    );
    const res = await predict(flow, { question: 'greet Ada' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('done');
    const offered = h.llm.requests[0]?.body.tools?.map((t) => t.function.name);
    expect(offered).toEqual(['greet', 'count_letters']);
    const toolAnswers = h.llm.requests[2]?.body.messages
      ?.filter((m) => m.role === 'tool')
      .map((m) => m.content);
    expect(toolAnswers).toEqual(['Ahoy, Ada (from http://greeter.test)', '8']);
  });

  it('the Tool node runs a provider with toolAgentflowSelectedToolConfig', async () => {
    const flow = await h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        toolAgentflowSelectedTool: 'greeterKit',
        toolAgentflowSelectedToolConfig: { greeting: 'Hi' },
        toolInputArgs: [
          { inputArgName: 'who', inputArgValue: 'Grace' },
          { inputArgName: 'word', inputArgValue: 'Hopper' },
        ],
      }),
    );
    const res = await predict(flow, { question: 'x' });
    expect(res.status).toBe(200);
    // A kit's tools all run with the node's arguments, their outputs a line each (as the peer does).
    expect(res.body.text).toBe('Hi, Grace (from http://greeter.test)\n6');
  });

  it('listTools lists providers with their config inputs, before saved tools', async () => {
    const res = await h.call('POST', '/node-load-method/toolAgentflow', { loadMethod: 'listTools' });
    expect(res.status).toBe(200);
    const greeter = (res.body as { name: string; toolConfig?: { inputs: { name: string }[] } }[]).find(
      (o) => o.name === 'greeterKit',
    );
    expect(greeter?.toolConfig?.inputs.map((i) => i.name)).toEqual(['greeting']);
  });
});
