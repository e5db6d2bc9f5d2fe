import { describe, expect, it } from 'vitest';
import { filterLogs, levelName, type LogLine } from './filterLogs.ts';

const line = (seq: number, level: number, msg: string, fields: Record<string, unknown> = {}): LogLine => ({
  seq,
  time: 1000 + seq,
  level,
  msg,
  fields,
});
const lines = [
  line(1, 30, 'server listening'),
  line(2, 50, 'flow failed', { flowId: 'abc' }),
  line(3, 40, 'slow request'),
  line(4, 20, 'debug detail'),
];

describe('filterLogs', () => {
  it('gives the newest first, from a level up', () => {
    expect(filterLogs(lines, {}).map((l) => l.seq)).toEqual([4, 3, 2, 1]);
    expect(filterLogs(lines, { level: 'warn' }).map((l) => l.seq)).toEqual([3, 2]);
  });
  it('searches the message and the fields', () => {
    expect(filterLogs(lines, { search: 'ABC' }).map((l) => l.seq)).toEqual([2]);
    expect(filterLogs(lines, { search: 'listening' }).map((l) => l.seq)).toEqual([1]);
  });
  it('stops at a time, at a sequence number and at the limit', () => {
    expect(filterLogs(lines, { since: 1003 }).map((l) => l.seq)).toEqual([4, 3]);
    expect(filterLogs(lines, { after: 2 }).map((l) => l.seq)).toEqual([4, 3]);
    expect(filterLogs(lines, { limit: 1 }).map((l) => l.seq)).toEqual([4]);
  });
  it('names levels', () => {
    expect([10, 20, 30, 40, 50, 60].map(levelName)).toEqual([
      'trace',
      'debug',
      'info',
      'warn',
      'error',
      'fatal',
    ]);
  });
});
