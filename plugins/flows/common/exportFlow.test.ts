import { describe, expect, it } from 'vitest';
import { exportFileName, exportFlow } from './exportFlow.ts';

const node = {
  id: 'llm_0',
  position: { x: 10, y: 20 },
  data: {
    id: 'llm_0',
    name: 'llmAgentflow',
    label: 'LLM',
    credential: 'cred-123',
    inputParams: [
      { name: 'apiKey', type: 'password', label: 'Key' },
      { name: 'doc', type: 'file', label: 'Doc' },
      { name: 'dir', type: 'folder', label: 'Dir' },
      { name: 'prompt', type: 'string', label: 'Prompt' },
      {
        name: 'headers',
        type: 'array',
        label: 'Headers',
        array: [
          { name: 'key', type: 'string', label: 'Key' },
          { name: 'secret', type: 'password', label: 'Secret' },
        ],
      },
    ],
    inputs: {
      apiKey: 'sk-live',
      doc: 'data:text/plain;base64,AAA',
      dir: '/home/me',
      prompt: 'Hello {{question}}',
      headers: [{ key: 'a', secret: 's3' }],
      llmModelConfig: { credential: 'cred-9', FLOWISE_CREDENTIAL_ID: 'cred-9', modelName: 'gpt' },
    },
  },
};
const flow = {
  id: 'f1',
  name: 'Support',
  type: 'AGENTFLOW' as const,
  flowData: JSON.stringify({ nodes: [node], edges: [], viewport: { x: 0, y: 0, zoom: 1 } }),
  deployed: true,
  workspaceId: 'w1',
};

describe('exportFlow', () => {
  const text = exportFlow(flow);
  const out = JSON.parse(text);
  const data = JSON.parse(out.flowData).nodes[0].data;

  it('has exactly id, name, flowData, type, indented by 2 spaces', () => {
    expect(Object.keys(out)).toEqual(['id', 'name', 'flowData', 'type']);
    expect(out).toMatchObject({ id: 'f1', name: 'Support', type: 'AGENTFLOW' });
    expect(text).toBe(JSON.stringify(out, null, 2));
    expect(text.split('\n')[1]).toBe('  "id": "f1",');
  });

  it('strips password, file and folder inputs and every credential id', () => {
    expect(data.inputs.apiKey).toBeUndefined();
    expect(data.inputs.doc).toBeUndefined();
    expect(data.inputs.dir).toBeUndefined();
    expect(data.credential).toBeUndefined();
    expect(data.inputs.llmModelConfig).toEqual({ modelName: 'gpt' });
    expect(data.inputs.headers).toEqual([{ key: 'a' }]);
    expect(text).not.toMatch(/sk-live|cred-|s3|AAA|\/home\/me/);
  });

  it('keeps everything else: other inputs, params, positions, viewport', () => {
    expect(data.inputs.prompt).toBe('Hello {{question}}');
    expect(data.inputParams).toHaveLength(5);
    const graph = JSON.parse(out.flowData);
    expect(graph.nodes[0].position).toEqual({ x: 10, y: 20 });
    expect(graph.viewport).toEqual({ x: 0, y: 0, zoom: 1 });
  });

  it('does not change the flow it is given', () => {
    expect(JSON.parse(flow.flowData).nodes[0].data.inputs.apiKey).toBe('sk-live');
  });

  it('exports unreadable flowData as it is', () => {
    expect(JSON.parse(exportFlow({ ...flow, flowData: 'nope' })).flowData).toBe('nope');
  });
});

describe('exportFileName', () => {
  it('names files like the peer', () => {
    expect(exportFileName('Support', 'AGENTFLOW')).toBe('Support Agents.json');
    expect(exportFileName('Bot', 'CHATFLOW')).toBe('Bot Chatflow.json');
    expect(exportFileName('a/b:c', 'AGENTFLOW')).toBe('a_b_c Agents.json');
  });
});
