import { describe, expect, it } from 'vitest';
import { english } from './say.ts';

describe('english', () => {
  it('fills the placeholders and keeps unknown ones', () => {
    expect(english('{{field}} is required', { field: 'API Key' })).toBe('API Key is required');
    expect(english('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(english('Plain')).toBe('Plain');
  });
});
