import { describe, expect, it } from 'vitest';
import { sseDataParser } from './sseData.ts';

describe('sseDataParser', () => {
  it('returns each event once it is complete, across chunk boundaries and CRLF', () => {
    const p = sseDataParser();
    expect(p.push('event: a\ndata: {"x"')).toEqual([]);
    expect(p.push(':1}\n\nevent: b\r\ndata: {"y":2}\r\n\r\ndata: [DONE]\n\n: comment\n\n')).toEqual([
      { x: 1 },
      { y: 2 },
    ]);
    expect(p.push('data: {"z":')).toEqual([]);
    expect(p.push('3}')).toEqual([]);
    expect(p.end()).toEqual([{ z: 3 }]);
  });

  it('refuses an event that is not JSON', () => {
    expect(() => sseDataParser().push('data: nope\n\n')).toThrow('not JSON');
  });
});
