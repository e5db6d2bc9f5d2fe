import { describe, expect, it } from 'vitest';
import type { Flow } from '../flow.ts';
import { flowReferences, REFERENCE_MESSAGES, referenceDiagnostics } from './flowReferences.ts';

const node = (id: string, name: string, inputs: Record<string, unknown>, credential?: string) => ({
  id,
  position: { x: 0, y: 0 },
  data: { id, name, label: id, inputs, ...(credential !== undefined ? { credential } : {}) },
});

const flow = {
  nodes: [
    node('tool_0', 'toolAgentflow', {
      toolAgentflowSelectedTool: 'gmail',
      toolAgentflowSelectedToolConfig: { credential: 'c-mail', toolAgentflowSelectedTool: 'gmail' },
    }),
    node('agent_0', 'agentAgentflow', {
      agentModelConfig: { credential: 'c-model', FLOWISE_CREDENTIAL_ID: 'c-model' },
      agentTools: [
        { agentSelectedTool: 'googleCustomSearch', agentSelectedToolConfig: { credential: '' } },
        { agentSelectedTool: '{{ $vars.tool }}' },
        { agentSelectedTool: 'mine', agentSelectedToolConfig: { FLOWISE_CREDENTIAL_ID: 'c-x' } },
      ],
    }),
    node('chat_0', 'serpAPI', {}, 'c-serp'),
  ],
  edges: [],
} as unknown as Flow;

describe('flowReferences', () => {
  it('lists tools of Tool and Agent nodes and every credential a node or config names, skipping variables', () => {
    expect(flowReferences(flow).map((r) => `${r.nodeId} ${r.kind} ${r.ref} ${r.field}`)).toEqual([
      'tool_0 credential c-mail toolAgentflowSelectedToolConfig.credential',
      'tool_0 tool gmail toolAgentflowSelectedTool',
      'agent_0 credential c-model agentModelConfig.credential',
      'agent_0 tool googleCustomSearch agentTools[0].agentSelectedTool',
      'agent_0 tool mine agentTools[2].agentSelectedTool',
      'agent_0 credential c-x agentTools[2].agentSelectedToolConfig.credential',
      'chat_0 credential c-serp credential',
    ]);
  });

  it('errors for what does not exist, a warning for a built-in tool without its credential', () => {
    const d = referenceDiagnostics(flowReferences(flow), {
      tool: (r) => r !== 'mine',
      credential: (id) => id !== 'c-x',
      toolNeedsCredential: (r) => r === 'googleCustomSearch',
    });
    expect(d.map((x) => `${x.severity}: ${x.message}`)).toEqual([
      `warning: ${REFERENCE_MESSAGES.needsCredential('googleCustomSearch')}`,
      `error: ${REFERENCE_MESSAGES.unknownTool('mine')}`,
      `error: ${REFERENCE_MESSAGES.unknownCredential('c-x')}`,
    ]);
  });
});
