import { describe, expect, it } from 'vitest';
import { mcpOriginAllowed, parseMcpCorsOrigins } from './mcpCorsOrigins.ts';

describe('MCP_CORS_ORIGINS', () => {
  it('allows no browser origin unset, every one with *, else the listed ones', () => {
    expect(parseMcpCorsOrigins(undefined)).toEqual([]);
    expect(parseMcpCorsOrigins(' ')).toEqual([]);
    expect(parseMcpCorsOrigins('*')).toBe('any');
    const list = parseMcpCorsOrigins('https://a.example, http://localhost:5173/');
    expect(list).toEqual(['https://a.example', 'http://localhost:5173']);
    if (!Array.isArray(list)) throw new Error('a list');
    expect(mcpOriginAllowed(list, 'http://localhost:5173')).toBe(true);
    expect(mcpOriginAllowed(list, 'https://b.example')).toBe(false);
    expect(mcpOriginAllowed('any', 'https://b.example')).toBe(true);
    expect(mcpOriginAllowed([], 'https://a.example')).toBe(false);
  });

  it('names an entry that is no origin', () => {
    expect(parseMcpCorsOrigins('https://a.example,a.example')).toEqual({ bad: 'a.example' });
    expect(parseMcpCorsOrigins('https://a.example/path')).toEqual({ bad: 'https://a.example/path' });
    expect(parseMcpCorsOrigins('ftp://a.example')).toEqual({ bad: 'ftp://a.example' });
  });
});
