import { type APIRequestContext, expect } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import type { OpenAITestServer } from '../llm/openaiTestServer.ts';

// What executions.spec.ts and executions-cost.spec.ts seed: the flows they run and a clean list.

/** Start -> Custom Function -> Iteration (a Custom Function per item) -> Direct Reply: no model needed. */
export function colourFlowData() {
  const node = (
    id: string,
    name: string,
    label: string,
    x: number,
    inputs: Record<string, unknown>,
    extra = {},
  ) => ({
    id,
    type: 'agentFlow',
    position: { x, y: 0 },
    data: { id, name, label, inputs },
    ...extra,
  });
  const edge = (source: string, target: string) => ({
    id: `${source}->${target}`,
    source,
    target,
    sourceHandle: `${source}-output-${source.split('_')[0]}`,
    targetHandle: target,
  });
  return JSON.stringify({
    nodes: [
      node('startAgentflow_0', 'startAgentflow', 'Start', 0, { startInputType: 'chatInput' }),
      node('customFunctionAgentflow_0', 'customFunctionAgentflow', 'Shout', 260, {
        customFunctionJavascriptFunction: 'return String($flow.input).toUpperCase();',
      }),
      node(
        'iterationAgentflow_0',
        'iterationAgentflow',
        'Each colour',
        520,
        { iterationInput: '["red","green"]' },
        { type: 'iteration' },
      ),
      node(
        'customFunctionAgentflow_1',
        'customFunctionAgentflow',
        'Paint',
        40,
        { customFunctionJavascriptFunction: 'return "painted";' },
        { parentNode: 'iterationAgentflow_0', position: { x: 40, y: 70 } },
      ),
      node('directReplyAgentflow_0', 'directReplyAgentflow', 'Answer', 900, {
        directReplyMessage: 'Said {{customFunctionAgentflow_0}}',
      }),
    ],
    edges: [
      edge('startAgentflow_0', 'customFunctionAgentflow_0'),
      edge('customFunctionAgentflow_0', 'iterationAgentflow_0'),
      edge('iterationAgentflow_0', 'directReplyAgentflow_0'),
    ],
  });
}

/** Start -> a Custom Function that throws: an ERROR execution. */
export const brokenFlowData = () =>
  JSON.stringify({
    nodes: [
      {
        id: 'startAgentflow_0',
        type: 'agentFlow',
        position: { x: 0, y: 0 },
        data: {
          id: 'startAgentflow_0',
          name: 'startAgentflow',
          label: 'Start',
          inputs: { startInputType: 'chatInput' },
        },
      },
      {
        id: 'customFunctionAgentflow_0',
        type: 'agentFlow',
        position: { x: 260, y: 0 },
        data: {
          id: 'customFunctionAgentflow_0',
          name: 'customFunctionAgentflow',
          label: 'Fail',
          inputs: { customFunctionJavascriptFunction: 'throw new Error("no paint left");' },
        },
      },
    ],
    edges: [
      {
        id: 'e',
        source: 'startAgentflow_0',
        target: 'customFunctionAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        targetHandle: 'customFunctionAgentflow_0',
      },
    ],
  });

export async function clearExecutions(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/executions?limit=100')).json();
  if (list.data.length)
    await request.delete('/api/v1/executions', { data: { ids: list.data.map((e: { id: string }) => e.id) } });
}

/** Start -> Ask (gpt-4o snapshot, priced) -> Check (a house model without a price), at the test server. */
export async function pricedFlow(request: APIRequestContext, llm: OpenAITestServer): Promise<string> {
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: `cost e2e ${Date.now()}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-e2e' },
    },
  });
  expect(cred.status()).toBe(201);
  const credentialId = (await cred.json()).id as string;
  const llmNode = (id: string, label: string, x: number, modelName: string) => {
    const inputs = {
      llmModel: 'chatOpenAI',
      llmModelConfig: {
        modelName,
        basepath: llm.baseURL,
        FLOWISE_CREDENTIAL_ID: credentialId,
        llmModel: 'chatOpenAI',
      },
    };
    return flowNode(id, 'llmAgentflow', inputs, {
      position: { x, y: 0 },
      data: { id, name: 'llmAgentflow', label, inputs },
    });
  };
  const flowData = JSON.stringify({
    nodes: [
      flowNode(
        'startAgentflow_0',
        'startAgentflow',
        { startInputType: 'chatInput' },
        {
          data: {
            id: 'startAgentflow_0',
            name: 'startAgentflow',
            label: 'Start',
            inputs: { startInputType: 'chatInput' },
          },
        },
      ),
      llmNode('llmAgentflow_0', 'Ask', 260, 'gpt-4o-2024-08-06'),
      llmNode('llmAgentflow_1', 'Check', 520, 'house-model-7b'),
    ],
    edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0'), flowEdge('llmAgentflow_0', 'llmAgentflow_1')],
  });
  const created = await request.post('/api/v1/chatflows', {
    data: { name: 'Priced run', type: 'AGENTFLOW', flowData },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}
