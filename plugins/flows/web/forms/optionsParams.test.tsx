import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OptionItem } from '../../../../node-registry/types.ts';
import { button, option, queryOption } from './testing/queries.ts';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';

const colours: OptionItem[] = [
  { label: 'Red', name: 'red', description: 'Warm' },
  { label: 'Blue', name: 'blue' },
  { label: 'Green', name: 'green', hide: { mode: 'mono' } },
];

describe('options and multiOptions', () => {
  it('picks one option by name and filters options by their own rules', () => {
    const form = renderNodeForm(
      testDefinition([
        {
          label: 'Mode',
          name: 'mode',
          type: 'options',
          options: [
            { label: 'Mono', name: 'mono' },
            { label: 'Full', name: 'full' },
          ],
          default: 'full',
        },
        { label: 'Colour', name: 'colour', type: 'options', options: colours },
      ]),
    );
    fireEvent.click(screen.getByLabelText('Colour'));
    expect(option('Green')).toBeTruthy();
    expect(screen.getByText('Warm')).toBeTruthy();
    fireEvent.click(option('Blue'));
    expect(form.latest().colour).toBe('blue');
    fireEvent.click(screen.getByLabelText('Mode'));
    fireEvent.click(option('Mono'));
    fireEvent.click(screen.getByLabelText('Colour'));
    expect(queryOption('Green')).toBeNull();
  });

  it('saves several choices as a JSON list of names', () => {
    const form = renderNodeForm(
      testDefinition([{ label: 'Colours', name: 'colours', type: 'multiOptions', options: colours }]),
    );
    fireEvent.click(screen.getByLabelText('Colours'));
    fireEvent.click(option('Red'));
    fireEvent.click(option('Blue'));
    expect(JSON.parse(form.latest().colours as string)).toEqual(['red', 'blue']);
    expect((screen.getByLabelText('Colours') as HTMLElement).textContent).toContain('Red, Blue');
  });
});

describe('asyncOptions and asyncMultiOptions', () => {
  it('loads options through loadOptions with the inputs, shows loading, and saves the pick', async () => {
    let resolve!: (o: OptionItem[]) => void;
    const loadOptions = vi.fn(() => new Promise<OptionItem[]>((r) => (resolve = r)));
    const form = renderNodeForm(
      testDefinition([{ label: 'Model', name: 'model', type: 'asyncOptions', loadMethod: 'listModels' }]),
      { other: 1 },
      { loadOptions },
    );
    expect(screen.getByLabelText('Loading Model options')).toBeTruthy();
    expect(loadOptions).toHaveBeenCalledWith('listModels', { other: 1 });
    await act(async () => resolve([{ label: 'ChatOpenAI', name: 'chatOpenAI' }]));
    fireEvent.click(screen.getByLabelText('Model'));
    fireEvent.click(option('ChatOpenAI'));
    expect(form.latest().model).toBe('chatOpenAI');
  });

  it('shows a load error and loads again on refresh', async () => {
    const loadOptions = vi
      .fn()
      .mockRejectedValueOnce(new Error('Server down'))
      .mockResolvedValue([{ label: 'Flow A', name: 'a' }]);
    renderNodeForm(
      testDefinition([{ label: 'Flow', name: 'flow', type: 'asyncOptions', loadMethod: 'listFlows' }]),
      {},
      { loadOptions },
    );
    expect(await screen.findByText('Could not load options: Server down')).toBeTruthy();
    fireEvent.click(button('Reload Flow options'));
    await waitFor(() => expect(screen.queryByText(/Could not load options/)).toBeNull());
    expect(loadOptions).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByLabelText('Flow'));
    expect(option('Flow A')).toBeTruthy();
  });

  it('shares one request per load method between fields', async () => {
    const loadOptions = vi.fn(async () => [{ label: 'topic', name: 'topic' }]);
    renderNodeForm(
      testDefinition([
        { label: 'Key A', name: 'a', type: 'asyncOptions', loadMethod: 'listRuntimeStateKeys' },
        { label: 'Key B', name: 'b', type: 'asyncOptions', loadMethod: 'listRuntimeStateKeys' },
      ]),
      {},
      { loadOptions },
    );
    await waitFor(() => expect(screen.queryByLabelText(/Loading/)).toBeNull());
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  it('accepts typed text when freeSolo', async () => {
    const form = renderNodeForm(
      testDefinition([
        {
          label: 'Key',
          name: 'key',
          type: 'asyncOptions',
          loadMethod: 'listRuntimeStateKeys',
          freeSolo: true,
        },
      ]),
      {},
      { loadOptions: async () => [{ label: 'topic', name: 'topic' }] },
    );
    await waitFor(() => expect(screen.queryByLabelText(/Loading/)).toBeNull());
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'newKey' } });
    expect(form.latest().key).toBe('newKey');
  });

  it('multi-selects loaded options into a JSON list', async () => {
    const form = renderNodeForm(
      testDefinition([{ label: 'Tools', name: 'tools', type: 'asyncMultiOptions', loadMethod: 'listTools' }]),
      {},
      {
        loadOptions: async () => [
          { label: 'Search', name: 's' },
          { label: 'Calc', name: 'c' },
        ],
      },
    );
    await waitFor(() => expect(screen.queryByLabelText(/Loading/)).toBeNull());
    fireEvent.click(screen.getByLabelText('Tools'));
    fireEvent.click(option('Calc'));
    expect(form.latest().tools).toBe('["c"]');
  });
});
