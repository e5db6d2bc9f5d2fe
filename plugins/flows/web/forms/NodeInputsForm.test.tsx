import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { InputParam } from '../../../../node-registry/types.ts';
import { option, queryOption } from './testing/queries.ts';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';

const byName = (name: string) => {
  const def = agentflowNodes.find((d) => d.name === name);
  if (!def) throw new Error(name);
  return def;
};

describe('NodeInputsForm', { timeout: 30_000 }, () => {
  it('shows and hides dependent fields as values change, dropping hidden values', () => {
    const form = renderNodeForm(byName('llmAgentflow'), {
      llmMemoryType: 'windowSize',
      llmMemoryWindowSize: 10,
    });
    expect(screen.getByLabelText('Window Size')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Enable Memory'));
    expect(screen.queryByLabelText('Memory Type')).toBeNull();
    expect(screen.queryByLabelText('Window Size')).toBeNull();
    expect(form.latest()).not.toHaveProperty('llmMemoryType');
    fireEvent.click(screen.getByLabelText('Enable Memory'));
    // back on: the memory type is at its default again, which has no window size
    expect(screen.getByLabelText('Memory Type')).toBeTruthy();
    expect(screen.queryByLabelText('Window Size')).toBeNull();
  });

  it('follows a regular-expression rule: tool arguments appear once a tool is picked', () => {
    const none = renderNodeForm(byName('toolAgentflow'), {}, { loadOptions: async () => [] });
    expect(document.querySelector('[data-param="toolInputArgs"]')).toBeNull();
    none.unmount();
    renderNodeForm(
      byName('toolAgentflow'),
      { toolAgentflowSelectedTool: 'calc' },
      { loadOptions: async () => [] },
    );
    expect(document.querySelector('[data-param="toolInputArgs"]')).not.toBeNull();
  });

  it('puts additional params under a disclosure and marks hidden ones absent', () => {
    const params: InputParam[] = [
      { label: 'Main', name: 'main', type: 'string' },
      { label: 'Extra', name: 'extra', type: 'string', additionalParams: true, optional: true },
      { label: 'Secret internal', name: 'internal', type: 'string', hidden: true },
    ];
    renderNodeForm(testDefinition(params));
    expect(screen.queryByLabelText('Secret internal')).toBeNull();
    const header = screen.getByText('Additional parameters');
    expect(screen.queryByLabelText('Extra')).toBeNull();
    fireEvent.click(header);
    expect(screen.getByLabelText('Extra')).toBeTruthy();
  });

  it('offers only credentials of the accepted types and reports the pick', () => {
    const onCredentialChange = vi.fn();
    renderNodeForm(
      byName('httpAgentflow'),
      {},
      {
        credentials: [
          { id: 'c1', name: 'My bearer', credentialName: 'httpBearerToken' },
          { id: 'c2', name: 'OpenAI key', credentialName: 'openAIApi' },
        ],
        onCredentialChange,
      },
    );
    fireEvent.click(screen.getByLabelText('HTTP Credential'));
    expect(queryOption('OpenAI key')).toBeNull();
    fireEvent.click(option('My bearer'));
    expect(onCredentialChange).toHaveBeenCalledWith('c1');
  });

  it('renders every agentflow node type without an unsupported field', () => {
    for (const def of agentflowNodes) {
      const form = renderNodeForm(def, {}, { loadOptions: async () => [] });
      expect(document.querySelector(`form[aria-label="${def.label} inputs"]`)).not.toBeNull();
      expect(screen.queryByText(/Unsupported parameter type/)).toBeNull();
      form.unmount();
    }
  });
});
