import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONDITION_ALERTS } from '../../../../node-registry/rules/conditionDiagnostics.ts';
import type { InputParam } from '../../../../node-registry/types.ts';
import { button } from './testing/queries.ts';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';

const tabs: InputParam = {
  label: 'Condition',
  name: 'condition',
  type: 'tabs',
  tabIdentifier: 'selectedConditionFunctionTab',
  tabs: [
    {
      label: 'Table',
      name: 'conditionUI',
      type: 'datagrid',
      optional: true,
      datagrid: [
        { field: 'variable', headerName: 'Variable', editable: true },
        { field: 'operation', headerName: 'Operation', editable: true, valueOptions: ['Is', 'Is Not'] },
        { field: 'output', headerName: 'Output Name', editable: true },
      ],
    },
    { label: 'Code', name: 'conditionFunction', type: 'code', optional: true },
  ],
};

const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
    t.textContent?.includes(name),
  ) as HTMLElement;

describe('tabs', () => {
  it('switches child params and saves the chosen tab under tabIdentifier_nodeId', () => {
    const form = renderNodeForm(testDefinition([tabs]), { conditionFunction: 'return "a";' });
    expect(tab('Table').getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('table')).not.toBeNull();
    fireEvent.click(tab('Code'));
    expect(form.latest().selectedConditionFunctionTab_testNode_0).toBe('conditionFunction');
    expect(document.querySelector('table')).toBeNull();
    expect((screen.getByLabelText('Code') as HTMLTextAreaElement).value).toBe('return "a";');
  });
});

describe('datagrid', () => {
  it('adds, edits and removes rows, saved as JSON text', () => {
    const form = renderNodeForm(testDefinition([tabs.tabs?.[0] as InputParam]));
    fireEvent.click(button('Add row'));
    expect(JSON.parse(form.latest().conditionUI as string)).toEqual([
      { variable: '', operation: 'Is', output: '' },
    ]);
    fireEvent.change(screen.getByLabelText('Variable, row 1'), { target: { value: '{{question}}' } });
    fireEvent.change(screen.getByLabelText('Operation, row 1'), { target: { value: 'Is Not' } });
    expect(JSON.parse(form.latest().conditionUI as string)).toEqual([
      { variable: '{{question}}', operation: 'Is Not', output: '' },
    ]);
    fireEvent.click(button('Remove row 1'));
    expect(form.latest().conditionUI).toBe('[]');
  });
});

describe('conditionFunction', () => {
  it("shows How to Use and the spec's alert until the code returns", () => {
    const def = testDefinition([
      { label: 'Condition', name: 'cond', type: 'conditionFunction', optional: true },
    ]);
    renderNodeForm(def, { cond: '// return "x"' }, { checkSyntax: async () => [] });
    expect(screen.getByText('How to Use')).toBeTruthy();
    expect(screen.getByText(CONDITION_ALERTS.noReturn)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'return "yes";' } });
    expect(screen.queryByText(CONDITION_ALERTS.noReturn)).toBeNull();
  });

  it('with tabs, checks the return statement on the code tab only', () => {
    const def = testDefinition([{ ...tabs, type: 'conditionFunction' }]);
    renderNodeForm(def, { conditionFunction: 'const a = 1;' }, { checkSyntax: async () => [] });
    expect(screen.queryByText(CONDITION_ALERTS.noReturn)).toBeNull();
    fireEvent.click(tab('Code'));
    expect(screen.getByText(CONDITION_ALERTS.noReturn)).toBeTruthy();
  });
});
