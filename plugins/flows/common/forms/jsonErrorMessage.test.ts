import { describe, expect, it } from 'vitest';
import { jsonErrorMessage } from './jsonErrorMessage.ts';

describe('jsonErrorMessage', () => {
  it('is null for valid JSON and for blank text', () => {
    expect(jsonErrorMessage('{"a": [1, 2]}')).toBeNull();
    expect(jsonErrorMessage('   ')).toBeNull();
  });
  it('names the line and column of the problem', () => {
    const msg = jsonErrorMessage('{\n  "a": 1,\n  b: 2\n}');
    expect(msg).toMatch(/^Invalid JSON at line 3, column 3: /);
  });
  it('reports an unfinished document', () => {
    expect(jsonErrorMessage('{"a": ')).toMatch(/^Invalid JSON/);
  });
});
