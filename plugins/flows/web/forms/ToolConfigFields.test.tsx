import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { ToolOptionItem } from '../../../../node-registry/toolOption.ts';
import { option } from './testing/queries.ts';
import { renderNodeForm } from './testing/renderNodeForm.tsx';

const byName = (name: string) => {
  const d = agentflowNodes.find((n) => n.name === name);
  if (!d) throw new Error(name);
  return d;
};

const tools: ToolOptionItem[] = [
  {
    label: 'Arxiv',
    name: 'arxiv',
    description: 'Search papers',
    toolConfig: {
      inputs: [
        { label: 'Top K Results', name: 'topKResults', type: 'number', default: 3 },
        { label: 'Tool Name', name: 'arxivName', type: 'string', default: 'arxiv_search' },
      ],
    },
  },
  {
    label: 'Google Custom Search',
    name: 'googleCustomSearch',
    description: 'Search the web',
    toolConfig: { inputs: [], credentialNames: ['googleCustomSearchApi'] },
  },
  { label: 'add_numbers', name: 'tool-1', description: 'a saved tool' },
];
const loadOptions = async (method: string) => (method === 'listTools' ? tools : []);
const credentials = [
  { id: 'c-g', name: 'Team Google', credentialName: 'googleCustomSearchApi' },
  { id: 'c-o', name: 'Team OpenAI', credentialName: 'openAIApi' },
];

describe('ToolConfigFields', { timeout: 30_000 }, () => {
  it("the Tool node draws the picked built-in tool's inputs and saves them as toolAgentflowSelectedToolConfig", async () => {
    const form = renderNodeForm(byName('toolAgentflow'), {}, { loadOptions, credentials });
    fireEvent.click(screen.getByLabelText('Tool'));
    await waitFor(() => option('Arxiv'));
    fireEvent.click(option('Arxiv'));
    await waitFor(() =>
      expect(form.latest().toolAgentflowSelectedToolConfig).toEqual({
        topKResults: 3,
        arxivName: 'arxiv_search',
        toolAgentflowSelectedTool: 'arxiv',
      }),
    );
    fireEvent.change(screen.getByLabelText('Top K Results'), { target: { value: '5' } });
    expect(form.latest().toolAgentflowSelectedToolConfig).toMatchObject({ topKResults: 5 });

    // a tool with a credential offers only credentials of its types; a saved tool has no settings
    fireEvent.click(screen.getByLabelText('Tool'));
    fireEvent.click(option('Google Custom Search'));
    await waitFor(() => screen.getByLabelText('Connect Credential'));
    fireEvent.click(screen.getByLabelText('Connect Credential'));
    expect(() => option('Team OpenAI')).toThrow();
    fireEvent.click(option('Team Google'));
    expect(form.latest().toolAgentflowSelectedToolConfig).toMatchObject({
      credential: 'c-g',
      toolAgentflowSelectedTool: 'googleCustomSearch',
    });
    fireEvent.click(screen.getByLabelText('Tool'));
    fireEvent.click(option('add_numbers'));
    await waitFor(() => expect(screen.queryByLabelText('Connect Credential')).toBeNull());
  });

  it("the Agent node keeps each row's tool settings in that row (agentSelectedToolConfig)", async () => {
    const form = renderNodeForm(
      byName('agentAgentflow'),
      { agentTools: [{ agentSelectedTool: 'arxiv', agentSelectedToolConfig: { topKResults: 7 } }] },
      { loadOptions, credentials },
    );
    const topK = await waitFor(() => screen.getByLabelText('Top K Results'));
    expect((topK as HTMLInputElement).value).toBe('7');
    fireEvent.change(topK, { target: { value: '2' } });
    const rows = form.latest().agentTools as Record<string, unknown>[];
    expect(rows[0]?.agentSelectedToolConfig).toMatchObject({ topKResults: 2 });
    expect(within(document.body).getByRole('group', { name: 'Arxiv parameters' })).toBeTruthy();
  });
});
