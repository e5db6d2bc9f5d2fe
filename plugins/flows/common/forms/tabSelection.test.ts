import { describe, expect, it } from 'vitest';
import type { InputParam } from '../../../../node-registry/types.ts';
import { selectedTabName, tabInputKey } from './tabSelection.ts';

const param: InputParam = {
  label: 'Condition',
  name: 'condition',
  type: 'tabs',
  tabIdentifier: 'selectedConditionFunctionTab',
  tabs: [
    { label: 'Table', name: 'conditionUI', type: 'datagrid' },
    { label: 'Code', name: 'conditionFunction', type: 'code' },
  ],
};

describe('tab selection', () => {
  it('keys the chosen tab by tabIdentifier and node id', () => {
    expect(tabInputKey(param, 'cond_0')).toBe('selectedConditionFunctionTab_cond_0');
    expect(tabInputKey({ ...param, tabIdentifier: undefined }, 'cond_0')).toBeUndefined();
  });
  it('reads the saved tab, falling back to the default and then the first tab', () => {
    expect(
      selectedTabName(param, { selectedConditionFunctionTab_cond_0: 'conditionFunction' }, 'cond_0'),
    ).toBe('conditionFunction');
    expect(selectedTabName(param, { selectedConditionFunctionTab_cond_0: 'gone' }, 'cond_0')).toBe(
      'conditionUI',
    );
    expect(selectedTabName({ ...param, default: 'conditionFunction' }, {}, 'cond_0')).toBe(
      'conditionFunction',
    );
  });
});
