import { describe, expect, it } from 'vitest';
import type { InputParam } from '../types.ts';
import {
  evaluateDisplay,
  isOptional,
  matchesRule,
  showHideArrayRow,
  showHideInputParams,
  showHideOptions,
} from './showHideInputParams.ts';

describe('matchesRule', () => {
  it('matches scalars by equality', () => {
    expect(matchesRule('formInput', 'formInput')).toBe(true);
    expect(matchesRule('formInput', 'chatInput')).toBe(false);
    expect(matchesRule(true, true)).toBe(true);
    expect(matchesRule(true, 'true')).toBe(false);
    expect(matchesRule(5, 5)).toBe(true);
  });
  it('matches a list rule when the value is any of its entries', () => {
    expect(matchesRule(['a', 'b'], 'b')).toBe(true);
    expect(matchesRule(['a', 'b'], 'c')).toBe(false);
    expect(matchesRule(['a', 'b'], ['c', 'a'])).toBe(true);
    expect(matchesRule(['a', 'b'], '["c","b"]')).toBe(true);
  });
  it('treats a string rule as a whole-value regular expression', () => {
    expect(matchesRule('.+', 'someTool')).toBe(true);
    expect(matchesRule('.+', '')).toBe(false);
    expect(matchesRule('chat.*', 'chatOpenAI')).toBe(true);
    expect(matchesRule('chatOpenAI', 'azureChatOpenAI')).toBe(false);
    expect(matchesRule('([', '([')).toBe(true);
    expect(matchesRule('([', 'x')).toBe(false);
  });
  it('compares objects deeply', () => {
    expect(matchesRule({ a: [1] }, { a: [1] })).toBe(true);
    expect(matchesRule({ a: [1] }, { a: [2] })).toBe(false);
    expect(matchesRule({ a: 1 }, [{ a: 2 }, { a: 1 }])).toBe(true);
  });
  it('never matches a missing value', () => {
    expect(matchesRule('.*', undefined)).toBe(false);
    expect(matchesRule(false, null)).toBe(false);
  });
});

describe('evaluateDisplay', () => {
  it('shows only when every show entry holds', () => {
    const p = { show: { a: 'x', b: true } };
    expect(evaluateDisplay(p, { a: 'x', b: true })).toBe(true);
    expect(evaluateDisplay(p, { a: 'x', b: false })).toBe(false);
  });
  it('hides when any hide entry holds', () => {
    const p = { hide: { a: 'x', b: true } };
    expect(evaluateDisplay(p, { a: 'y', b: false })).toBe(true);
    expect(evaluateDisplay(p, { a: 'y', b: true })).toBe(false);
  });
  it('reads nested and dotted paths, and $index for array rows', () => {
    const inputs = { cfg: { mode: 'fast' }, rows: [{ type: 'string' }, { type: 'options' }] };
    expect(evaluateDisplay({ show: { 'cfg.mode': 'fast' } }, inputs)).toBe(true);
    expect(evaluateDisplay({ show: { 'rows[$index].type': 'options' } }, inputs, 0)).toBe(false);
    expect(evaluateDisplay({ show: { 'rows[$index].type': 'options' } }, inputs, 1)).toBe(true);
  });
});

describe('showHideInputParams', () => {
  const params: InputParam[] = [
    { label: 'Memory', name: 'mem', type: 'boolean', default: true },
    { label: 'Type', name: 'memType', type: 'options', default: 'all', options: [], show: { mem: true } },
    { label: 'Window', name: 'win', type: 'number', show: { memType: 'windowSize' } },
  ];
  it('uses sibling defaults when no value is saved', () => {
    const out = showHideInputParams(params, {});
    expect(out.map((p) => p.display)).toEqual([true, true, false]);
  });
  it('follows saved values and leaves the input array untouched', () => {
    const out = showHideInputParams(params, { mem: false, memType: 'windowSize' });
    expect(out.map((p) => p.display)).toEqual([true, false, true]);
    expect(params[1]?.display).toBeUndefined();
  });
  it('filters options and array rows', () => {
    const opts = [
      { label: 'A', name: 'a' },
      { label: 'B', name: 'b', hide: { kind: 'url' } },
    ];
    expect(showHideOptions(opts, { kind: 'url' }).map((o) => o.name)).toEqual(['a']);
    const sub: InputParam[] = [
      { label: 'Opts', name: 'o', type: 'string', show: { 'f[$index].type': 'options' } },
    ];
    const inputs = { f: [{ type: 'string' }, { type: 'options' }] };
    expect(showHideArrayRow(sub, inputs, 1)[0]?.display).toBe(true);
    expect(showHideArrayRow(sub, inputs, 0)[0]?.display).toBe(false);
  });
  it('evaluates a conditional optional', () => {
    const p: InputParam = { label: 'X', name: 'x', type: 'string', optional: { mode: 'auto' } };
    expect(isOptional(p, { mode: 'auto' })).toBe(true);
    expect(isOptional(p, { mode: 'manual' })).toBe(false);
    expect(isOptional({ ...p, optional: true }, {})).toBe(true);
    expect(isOptional({ ...p, optional: undefined }, {})).toBe(false);
  });
});
