import { describe, expect, it } from 'vitest';
import { headersProblem, serverUrlProblem } from './mcpServerInput.ts';

describe('serverUrlProblem', () => {
  it('accepts http(s) URLs', () => {
    expect(serverUrlProblem('https://mcp.example.com/mcp')).toBeNull();
    expect(serverUrlProblem('http://127.0.0.1:3000/sse')).toBeNull();
  });

  it('names the field and the problem', () => {
    expect(serverUrlProblem('ftp://x.example')).toContain('body/serverUrl: only http and https');
    expect(serverUrlProblem('nope')).toContain("body/serverUrl: 'nope' is not a URL");
    expect(serverUrlProblem('https://u:p@x.example')).toContain('not in the URL');
    expect(serverUrlProblem('https://x.example/************')).toContain('masked placeholder');
  });
});

describe('headersProblem', () => {
  it('accepts ordinary headers', () => {
    expect(headersProblem({ Authorization: 'Bearer t', 'X-Team': 'a' })).toBeNull();
  });

  it('refuses bad names, reserved headers, duplicates, line breaks and empty values', () => {
    expect(headersProblem({ 'Bad Name': 'x' })).toContain("'Bad Name' is not a header name");
    expect(headersProblem({ Host: 'evil' })).toContain("'Host' is set by the MCP connection");
    expect(headersProblem({ 'X-A': '1', 'x-a': '2' })).toContain('given twice');
    expect(headersProblem({ 'X-A': 'a\r\nX-B: b' })).toContain('X-A must not contain a line break');
    expect(headersProblem({ 'X-A': ' ' })).toContain('X-A is empty');
  });
});
