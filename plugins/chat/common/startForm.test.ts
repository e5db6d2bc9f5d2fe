import { describe, expect, it } from 'vitest';
import { formText, publicFlowData, startForm } from './startForm.ts';

const flow = (inputs: Record<string, unknown>) =>
  JSON.stringify({
    nodes: [
      { id: 'startAgentflow_0', data: { id: 'startAgentflow_0', name: 'startAgentflow', inputs } },
      {
        id: 'llmAgentflow_0',
        data: { name: 'llmAgentflow', inputs: { llmModelConfig: { FLOWISE_CREDENTIAL_ID: 'secret-cred' } } },
      },
    ],
    edges: [{ id: 'e', source: 'startAgentflow_0', target: 'llmAgentflow_0' }],
  });

const formFlow = flow({
  startInputType: 'formInput',
  formTitle: 'Trip',
  formDescription: 'Where to?',
  formInputTypes: [
    { type: 'string', label: 'City', name: 'city' },
    { type: 'number', label: 'Days', name: 'days' },
    { type: 'boolean', label: 'Pets', name: 'pets' },
    { type: 'options', label: 'Class', name: 'cls', addOptions: [{ option: 'eco' }, { option: 'biz' }] },
    { type: 'string', label: 'No name' },
  ],
  startState: [{ key: 'k', value: 'private' }],
});

describe('startForm', () => {
  it('reads the Start node form: title, description, typed fields, options; skips nameless rows', () => {
    expect(startForm(formFlow)).toEqual({
      title: 'Trip',
      description: 'Where to?',
      fields: [
        { type: 'string', label: 'City', name: 'city' },
        { type: 'number', label: 'Days', name: 'days' },
        { type: 'boolean', label: 'Pets', name: 'pets' },
        { type: 'options', label: 'Class', name: 'cls', options: ['eco', 'biz'] },
      ],
    });
  });

  it('is null for chat input, no fields, no Start node or broken JSON', () => {
    expect(startForm(flow({ startInputType: 'chatInput' }))).toBeNull();
    expect(startForm(flow({ startInputType: 'formInput', formInputTypes: [] }))).toBeNull();
    expect(startForm(JSON.stringify({ nodes: [] }))).toBeNull();
    expect(startForm('{nope')).toBeNull();
  });

  it('publicFlowData keeps only the Start node and its form keys', () => {
    const out = publicFlowData(formFlow);
    expect(out).not.toContain('secret-cred');
    expect(out).not.toContain('private');
    expect(startForm(out)).toEqual(startForm(formFlow));
    expect(JSON.parse(out).nodes).toHaveLength(1);
    expect(JSON.parse(publicFlowData('x'))).toEqual({ nodes: [], edges: [] });
  });

  it('formText names fields by label', () => {
    const fields = startForm(formFlow)?.fields;
    expect(formText({ city: 'Oslo', days: 3, pets: false }, fields)).toBe('City: Oslo\nDays: 3\nPets: false');
    expect(formText({ x: 'y' })).toBe('x: y');
  });
});
