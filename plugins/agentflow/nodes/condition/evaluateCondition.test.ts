import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluateCondition.ts';

describe('evaluateCondition', () => {
  it.each([
    [{ type: 'string', value1: 'Hello **world**', operation: 'contains', value2: 'world' }, true],
    [{ type: 'string', value1: 'abc', operation: 'notContains', value2: 'z' }, true],
    [{ type: 'string', value1: 'abc', operation: 'startsWith', value2: 'ab' }, true],
    [{ type: 'string', value1: 'abc', operation: 'endsWith', value2: 'bc' }, true],
    [{ type: 'string', value1: 'abc', operation: 'equal', value2: 'abd' }, false],
    [{ type: 'string', value1: 'abc', operation: 'notEqual', value2: 'abd' }, true],
    [{ type: 'string', value1: 'order 123', operation: 'regex', value2: '\\d{3}' }, true],
    [{ type: 'string', value1: 'x', operation: 'regex', value2: '([' }, false],
    [{ type: 'string', value1: '  ', operation: 'isEmpty' }, true],
    [{ type: 'string', value1: 'a', operation: 'notEmpty' }, true],
    [{ type: 'number', value1: '2', operation: 'smaller', value2: 3 }, true],
    [{ type: 'number', value1: 3, operation: 'smallerEqual', value2: '3' }, true],
    [{ type: 'number', value1: '4.5', operation: 'larger', value2: '4' }, true],
    [{ type: 'number', value1: 4, operation: 'largerEqual', value2: 5 }, false],
    [{ type: 'number', value1: '7', operation: 'equal', value2: 7 }, true],
    [{ type: 'boolean', value1: 'true', operation: 'equal', value2: true }, true],
    [{ type: 'boolean', value1: false, operation: 'notEqual', value2: true }, true],
    [{ type: 'string', value1: 'a', operation: 'unknownOp', value2: 'a' }, false],
  ])('%j -> %s', (row, expected) => {
    expect(evaluateCondition(row)).toBe(expected);
  });
});
