import { describe, expect, it } from 'vitest';
import { mcpActions, parseMcpServerConfig } from './mcpTarget.ts';

describe('the peer’s MCP node config', () => {
  it('reads a remote server with headers, $vars substituted', () => {
    const raw = '{"url":"https://mcp.example.com/mcp","headers":{"Authorization":"Bearer {{$vars.token}}"}}';
    expect(parseMcpServerConfig(raw, { token: 't0k' })).toEqual({
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: 'Bearer t0k' },
    });
  });

  it('reads a local server, and an SSE-only one', () => {
    expect(parseMcpServerConfig({ command: 'npx', args: ['-y', 'x'], env: { A: 1 } })).toEqual({
      command: 'npx',
      args: ['-y', 'x'],
      env: { A: '1' },
    });
    expect(parseMcpServerConfig({ url: 'http://h/sse', transport: 'sse' })).toMatchObject({
      transport: 'sse',
    });
  });

  it('names what is wrong', () => {
    expect(() => parseMcpServerConfig('')).toThrow('MCP Server Config is required');
    expect(() => parseMcpServerConfig('{nope')).toThrow('not valid JSON');
    expect(() => parseMcpServerConfig('{"url":"ftp://x"}')).toThrow('"url" must be an http(s) URL');
    expect(() => parseMcpServerConfig('{"headers":{}}')).toThrow('needs "url"');
  });

  it('reads mcpActions as JSON text or a list', () => {
    expect(mcpActions({ mcpActions: '["a","b"]' })).toEqual(['a', 'b']);
    expect(mcpActions({ mcpActions: ['c'] })).toEqual(['c']);
    expect(mcpActions({})).toEqual([]);
  });
});
