import { describe, expect, it } from 'vitest';
import { documentText } from './documentText.ts';

describe('documentText', () => {
  it('reads text files as UTF-8 without NUL characters (PostgreSQL stores none; requests carrying one are refused)', async () => {
    const bytes = new TextEncoder().encode('one\u0000two\u0000');
    expect(await documentText(bytes, 'text/plain')).toBe('onetwo');
  });
});
