import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { OptionItem } from '../../../../node-registry/types.ts';
import { option } from './testing/queries.ts';
import { renderNodeForm } from './testing/renderNodeForm.tsx';

const llm = agentflowNodes.find((d) => d.name === 'llmAgentflow');
if (!llm) throw new Error('llmAgentflow');

const credentials = [
  { id: 'c-one', name: 'Key one', credentialName: 'openAIApi' },
  { id: 'c-two', name: 'Key two', credentialName: 'openAIApi' },
];

/** A loader like the server's: the models depend on the credential in the node's model config. */
function providerLoader() {
  const calls: Record<string, unknown>[] = [];
  const loadOptions = async (method: string, inputs: Record<string, unknown>): Promise<OptionItem[]> => {
    if (method === 'listModels') return [{ label: 'ChatOpenAI', name: 'chatOpenAI' }];
    if (method !== 'listProviderModels') return [];
    const config = (inputs.llmModelConfig ?? {}) as Record<string, unknown>;
    calls.push(config);
    if (config.credential === 'c-two') throw new Error('Could not list ChatOpenAI models: 401 bad key');
    const names = config.credential === 'c-one' ? ['ft:gpt-4o:team', 'gpt-4o'] : ['gpt-4o-mini'];
    return names.map((n) => ({ label: n, name: n }));
  };
  return { calls, loadOptions };
}

describe('ModelConfigFields: model names from the provider', { timeout: 30_000 }, () => {
  it('offers the listed models, lists again for another credential, and shows why a list failed', async () => {
    const { calls, loadOptions } = providerLoader();
    const form = renderNodeForm(
      llm,
      {
        llmModel: 'chatOpenAI',
        llmModelConfig: { credential: '', modelName: 'gpt-4o-mini', llmModel: 'chatOpenAI' },
      },
      { loadOptions, credentials },
    );
    await waitFor(() => expect(calls).toHaveLength(1));

    fireEvent.click(screen.getByLabelText('Connect Credential'));
    fireEvent.click(option('Key one'));
    await waitFor(() => expect(calls.at(-1)?.credential).toBe('c-one'));
    fireEvent.click(screen.getByLabelText('Model Name'));
    await waitFor(() => option('ft:gpt-4o:team'));
    fireEvent.click(option('ft:gpt-4o:team'));
    expect((form.latest().llmModelConfig as Record<string, unknown>).modelName).toBe('ft:gpt-4o:team');

    fireEvent.click(screen.getByLabelText('Connect Credential'));
    fireEvent.click(option('Key two'));
    await waitFor(() =>
      screen.getByText(/Could not load options: Could not list ChatOpenAI models: 401 bad key/),
    );
    // typing a name still works when the provider cannot list
    fireEvent.change(screen.getByLabelText('Model Name'), { target: { value: 'gpt-4.1' } });
    expect((form.latest().llmModelConfig as Record<string, unknown>).modelName).toBe('gpt-4.1');
  });

  it('keeps Azure deployments as typed text', async () => {
    const { calls, loadOptions } = providerLoader();
    renderNodeForm(
      llm,
      {
        llmModel: 'azureChatOpenAI',
        llmModelConfig: { credential: '', modelName: '', llmModel: 'azureChatOpenAI' },
      },
      { loadOptions, credentials },
    );
    const input = screen.getByLabelText('Model Name') as HTMLInputElement;
    expect(input.placeholder).toContain('deployment name');
    expect(calls).toHaveLength(0);
  });
});
