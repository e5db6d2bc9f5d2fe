import { describe, expect, it } from 'vitest';
import { passagesText, storeRef } from './storeRef.ts';

describe('storeRef', () => {
  it('reads an id, the peer id:name form, or nothing', () => {
    expect(storeRef(' 3f1c ')).toBe('3f1c');
    expect(storeRef('3f1c:Handbook')).toBe('3f1c');
    expect(storeRef(undefined)).toBe('');
    expect(storeRef(7)).toBe('');
  });
});

describe('passagesText', () => {
  it('joins passages with their source', () => {
    expect(
      passagesText([
        { pageContent: 'a', metadata: { source: 'x.md' } },
        { pageContent: 'b', metadata: {} },
      ]),
    ).toBe('[source: x.md]\na\n\nb');
  });
});
