import { describe, expect, it } from 'vitest';
import type { InputParam } from '../types.ts';
import {
  CONDITION_ALERTS,
  conditionFunctionProblems,
  conditionTableProblems,
  hasReturnStatement,
} from './conditionDiagnostics.ts';

describe('conditionTableProblems', () => {
  const keys = { variable: 'variable', operation: 'operation', output: 'output' };
  it('asks for an item when the table is empty', () => {
    expect(conditionTableProblems('t', [], keys)).toEqual([
      { message: 'Please add an item for the condition', field: 't' },
    ]);
    expect(conditionTableProblems('t', '', keys)).toHaveLength(1);
  });
  it('names the missing variable, output and operation of each row', () => {
    const rows = [
      { variable: '$flow.state.x', output: 'yes', operation: 'Is' },
      { variable: '', output: ' ', operation: '' },
    ];
    expect(conditionTableProblems('t', rows, keys)).toEqual([
      { message: CONDITION_ALERTS.variable, field: 't[1].variable' },
      { message: CONDITION_ALERTS.output, field: 't[1].output' },
      { message: CONDITION_ALERTS.operation, field: 't[1].operation' },
    ]);
    expect(CONDITION_ALERTS.variable).toBe(
      'Please specify a Variable. Try connecting Condition node to a previous node and select the variable',
    );
  });
  it('skips the output check for tables without output names', () => {
    expect(
      conditionTableProblems('c', [{ value1: 'a', operation: 'equal' }], {
        variable: 'value1',
        operation: 'operation',
      }),
    ).toEqual([]);
  });
});

describe('condition code', () => {
  it('needs a return statement outside comments and strings', () => {
    expect(hasReturnStatement("if (x) return 'a';\nreturn 'b';")).toBe(true);
    expect(hasReturnStatement('// return x\nconst y = 1;')).toBe(false);
    expect(hasReturnStatement("const s = 'return';")).toBe(false);
    expect(hasReturnStatement('obj.return = 1; returned = 2')).toBe(false);
  });

  const param: InputParam = {
    label: 'Condition',
    name: 'conditionFunction',
    type: 'conditionFunction',
    tabIdentifier: 'selectedConditionFunctionTab',
    tabs: [
      {
        label: 'Condition (Table)',
        name: 'conditionUI',
        type: 'datagrid',
        datagrid: [
          { field: 'variable', headerName: 'Variable' },
          { field: 'operation', headerName: 'Operation' },
          { field: 'value', headerName: 'Value' },
          { field: 'output', headerName: 'Output Name' },
        ],
      },
      { label: 'Condition (Code)', name: 'conditionFunction', type: 'code' },
    ],
  };
  it('checks the tab in use', () => {
    const code = { selectedConditionFunctionTab_n_0: 'conditionFunction', conditionFunction: 'const a = 1;' };
    expect(conditionFunctionProblems(param, code, 'n_0')).toEqual([
      { message: CONDITION_ALERTS.noReturn, field: 'conditionFunction' },
    ]);
    expect(conditionFunctionProblems(param, { ...code, conditionFunction: "return 'End';" }, 'n_0')).toEqual(
      [],
    );
    const table = {
      conditionUI: JSON.stringify([{ variable: 'x', operation: 'Is', value: '1', output: '' }]),
    };
    expect(conditionFunctionProblems(param, table, 'n_0')).toEqual([
      { message: CONDITION_ALERTS.output, field: 'conditionUI[0].output' },
    ]);
  });
});
