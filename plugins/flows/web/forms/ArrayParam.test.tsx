import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { button, option, row } from './testing/queries.ts';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';

const headers = testDefinition([
  {
    label: 'Headers',
    name: 'headers',
    type: 'array',
    optional: true,
    array: [
      { label: 'Key', name: 'key', type: 'string' },
      { label: 'Value', name: 'value', type: 'string', default: 'x' },
    ],
  },
]);

describe('array', () => {
  it('adds rows at their defaults, edits, reorders and removes them', () => {
    const form = renderNodeForm(headers);
    expect(screen.getByText('No items yet.')).toBeTruthy();
    fireEvent.click(button('Add Header'));
    fireEvent.click(button('Add Header'));
    expect(form.latest().headers).toEqual([
      { key: '', value: 'x' },
      { key: '', value: 'x' },
    ]);
    const first = row('Header 1');
    fireEvent.change(within(first).getByLabelText('Key'), { target: { value: 'A' } });
    fireEvent.click(button('Move down', first));
    expect((form.latest().headers as { key: string }[]).map((r) => r.key)).toEqual(['', 'A']);
    fireEvent.click(button('Remove Header 1'));
    expect(form.latest().headers).toEqual([{ key: 'A', value: 'x' }]);
  });

  it("shows each condition row's fields by that row's type and hides value 2 for isEmpty", () => {
    const def = agentflowNodes?.find((d) => d.name === 'conditionAgentflow') as NodeDefinition;
    const form = renderNodeForm(def, {
      conditions: [
        { type: 'string', value1: 'a', operation: 'equal', value2: 'b' },
        { type: 'number', value1: 1, operation: 'larger', value2: 2 },
      ],
    });
    const row1 = row('Condition 1');
    const row2 = row('Condition 2');
    expect([...row2.querySelectorAll<HTMLInputElement>('input[type=number]')].map((i) => i.value)).toEqual([
      '1',
      '2',
    ]);
    expect(row1.querySelectorAll('input[type=number]')).toHaveLength(0);
    // the first row's operation becomes isEmpty: its second value goes
    const value2Label = (row: HTMLElement) => within(row).queryAllByText('Value 2');
    expect(value2Label(row1)).toHaveLength(1);
    const ops = [...row1.querySelectorAll<HTMLElement>('button[role=combobox]')].find((c) =>
      c.textContent?.includes('Equal'),
    );
    fireEvent.click(ops as HTMLElement);
    fireEvent.click(option('Is Empty'));
    expect((form.latest().conditions as { operation: string }[])[0]?.operation).toBe('isEmpty');
    expect(value2Label(row('Condition 1'))).toHaveLength(0);
  });

  it('respects minItems: no remove button on the last allowed row', () => {
    renderNodeForm(
      testDefinition([
        {
          label: 'Scenarios',
          name: 's',
          type: 'array',
          minItems: 1,
          array: [{ label: 'Scenario', name: 'scenario', type: 'string' }],
        },
      ]),
      { s: [{ scenario: 'a' }] },
    );
    expect(document.querySelector('button[aria-label^="Remove Scenario"]')).toBeNull();
  });
});
