import { describe, expect, it } from 'vitest';
import { maskServerUrl } from './maskServerUrl.ts';

describe('maskServerUrl', () => {
  it('keeps the origin and hides a path or query that may carry a token', () => {
    expect(maskServerUrl('https://mcp.example.com/s/abc123token/mcp')).toBe(
      'https://mcp.example.com/************',
    );
    expect(maskServerUrl('https://mcp.example.com/?key=secret')).toBe('https://mcp.example.com/************');
    expect(maskServerUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(maskServerUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
  });

  it('shows nothing of what is no URL', () => {
    expect(maskServerUrl('not a url with secret')).toBe('************');
  });
});
