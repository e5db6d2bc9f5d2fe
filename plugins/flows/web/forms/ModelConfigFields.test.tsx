import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { OptionItem } from '../../../../node-registry/types.ts';
import { option, queryOption } from './testing/queries.ts';
import { renderNodeForm } from './testing/renderNodeForm.tsx';

const llm = agentflowNodes.find((d) => d.name === 'llmAgentflow');
if (!llm) throw new Error('llmAgentflow');

const models: OptionItem[] = [
  { label: 'ChatOpenAI', name: 'chatOpenAI' },
  { label: 'ChatAnthropic', name: 'chatAnthropic' },
];
const credentials = [
  { id: 'c-openai', name: 'Team OpenAI', credentialName: 'openAIApi' },
  { id: 'c-claude', name: 'Team Claude', credentialName: 'anthropicApi' },
];
const loadOptions = async (method: string) => (method === 'listModels' ? models : []);

const config = (inputs: Record<string, unknown>) => inputs.llmModelConfig as Record<string, unknown>;

async function pickModel(label: string) {
  fireEvent.click(screen.getByLabelText('Model'));
  await waitFor(() => option(label));
  fireEvent.click(option(label));
}

describe('ModelConfigFields', { timeout: 30_000 }, () => {
  it('shows no model settings before a model is picked', () => {
    renderNodeForm(llm, {}, { loadOptions, credentials });
    expect(screen.queryByLabelText('Model Name')).toBeNull();
    expect(screen.queryByLabelText('Connect Credential')).toBeNull();
  });

  it("edits the picked model's config and resets it when the model changes", async () => {
    const form = renderNodeForm(llm, {}, { loadOptions, credentials });
    await pickModel('ChatOpenAI');

    expect(screen.getByLabelText('Model Name')).toBeTruthy();
    expect(screen.getByLabelText('Temperature')).toBeTruthy();
    await waitFor(() => expect(config(form.latest())?.modelName).toBe('gpt-4o-mini'));
    expect(form.latest().llmModel).toBe('chatOpenAI');

    // only credentials of the model's types are offered
    fireEvent.click(screen.getByLabelText('Connect Credential'));
    expect(queryOption('Team Claude')).toBeNull();
    fireEvent.click(option('Team OpenAI'));
    fireEvent.change(screen.getByLabelText('Model Name'), { target: { value: 'gpt-4.1' } });
    fireEvent.change(screen.getByLabelText('Temperature'), { target: { value: '0.2' } });

    expect(config(form.latest())).toMatchObject({
      credential: 'c-openai',
      FLOWISE_CREDENTIAL_ID: 'c-openai',
      modelName: 'gpt-4.1',
      temperature: 0.2,
      llmModel: 'chatOpenAI',
    });

    await pickModel('ChatAnthropic');
    await waitFor(() => expect(config(form.latest())?.llmModel).toBe('chatAnthropic'));
    expect(config(form.latest())).toMatchObject({
      credential: '',
      modelName: 'claude-sonnet-4-0',
      temperature: 0.9,
    });
    expect(config(form.latest())).not.toHaveProperty('FLOWISE_CREDENTIAL_ID');
    expect((screen.getByLabelText('Temperature') as HTMLInputElement).value).toBe('0.9');
    fireEvent.click(screen.getByLabelText('Connect Credential'));
    expect(queryOption('Team OpenAI')).toBeNull();
    expect(option('Team Claude')).toBeTruthy();
  });

  it('keeps a saved config of the picked model as it is', async () => {
    const saved = { credential: 'c-openai', modelName: 'o3-mini', temperature: 0.5, llmModel: 'chatOpenAI' };
    const form = renderNodeForm(
      llm,
      { llmModel: 'chatOpenAI', llmModelConfig: saved },
      { loadOptions, credentials },
    );
    expect((screen.getByLabelText('Temperature') as HTMLInputElement).value).toBe('0.5');
    await waitFor(() => expect(screen.getByLabelText('Model')).toBeTruthy());
    expect(form.changes).toHaveLength(0);
  });

  it('says so for a model the engine cannot run', () => {
    renderNodeForm(llm, { llmModel: 'chatMistralAI' }, { loadOptions, credentials });
    expect(screen.getByText(/'chatMistralAI' has no known settings/)).toBeTruthy();
  });
});
