import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';

/** flowData of Start -> LLM on an OpenAI-compatible test model server at `baseURL`, as the canvas saves it. */
export function llmFlowData(baseURL: string): string {
  const model = { llmModel: 'chatOpenAICompatible', modelName: 'test-model', basePath: baseURL };
  return JSON.stringify({
    nodes: [
      flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
      flowNode(
        'llmAgentflow_0',
        'llmAgentflow',
        { llmModel: 'chatOpenAICompatible', llmModelConfig: model },
        { position: { x: 300, y: 0 } },
      ),
    ],
    edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
  });
}
