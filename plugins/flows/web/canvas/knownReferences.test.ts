import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../../node-registry/flow.ts';
import { REFERENCE_MESSAGES } from '../../../../node-registry/rules/flowReferences.ts';
import { referenceProblems } from './knownReferences.ts';

const flow = {
  nodes: [
    {
      id: 'agent_0',
      position: { x: 0, y: 0 },
      data: {
        id: 'agent_0',
        name: 'agentAgentflow',
        label: 'Agent',
        inputs: {
          agentModelConfig: { credential: 'c-model' },
          agentTools: [
            { agentSelectedTool: 'arxiv' },
            { agentSelectedTool: 'add_numbers' },
            { agentSelectedTool: 'gmail', agentSelectedToolConfig: { credential: 'c-gone' } },
            { agentSelectedTool: 'slackMCP' },
          ],
        },
      },
    },
  ],
  edges: [],
} as unknown as Flow;

const client = (tools: unknown[] | Error, credentials: unknown[] | Error) => ({
  get: async <T>() => {
    if (credentials instanceof Error) throw credentials;
    return credentials as T;
  },
  post: async <T>() => {
    if (tools instanceof Error) throw tools;
    return tools as T;
  },
});

describe('referenceProblems', () => {
  it('reports tools and credentials the server does not list', async () => {
    const d = await referenceProblems(
      flow,
      client(
        [
          { name: 'arxiv', label: 'Arxiv' },
          { name: 'gmail', label: 'Gmail', toolConfig: { inputs: [], credentialNames: ['gmailOAuth2'] } },
          { name: 'uuid-1', label: 'add_numbers' },
        ],
        [{ id: 'c-model' }],
      ),
    );
    expect(d.map((x) => x.message)).toEqual([
      REFERENCE_MESSAGES.unknownCredential('c-gone'),
      REFERENCE_MESSAGES.unknownTool('slackMCP'),
    ]);
  });

  it('leaves unchecked what the caller may not list', async () => {
    expect(await referenceProblems(flow, client(new Error('403'), new Error('403')))).toEqual([]);
  });
});
