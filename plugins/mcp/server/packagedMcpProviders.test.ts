import { describe, expect, it } from 'vitest';
import { customMcpProvider } from './customMcpProvider.ts';
import { packagedMcpProviders } from './packagedMcpProviders.ts';

const byName = new Map(packagedMcpProviders.map((p) => [p.name, p]));

describe('MCP tool providers: validation before the run', () => {
  it("refuses the peer's Workplace Chat slackMCP node naming MCP_ALLOW_STDIO, unless it is set", () => {
    const config = { mcpActions: '["slack_post_message"]', toolAgentflowSelectedTool: 'slackMCP' };
    const slack = byName.get('slackMCP');
    const before = process.env.MCP_ALLOW_STDIO;
    try {
      delete process.env.MCP_ALLOW_STDIO;
      expect(slack?.check?.(config)).toEqual([
        expect.stringMatching(/^Slack MCP \(slackMCP\) runs .*server-slack.*MCP_ALLOW_STDIO=true/),
      ]);
      expect(slack?.check?.({ ...config, credential: 'oauth-cred' })).toEqual([]);
      process.env.MCP_ALLOW_STDIO = 'true';
      expect(slack?.check?.(config)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.MCP_ALLOW_STDIO;
      else process.env.MCP_ALLOW_STDIO = before;
    }
  });

  it('knows the peer’s packaged MCP nodes by name', () => {
    expect([...byName.keys()].sort()).toEqual([
      'braveSearchMCP',
      'browserlessMCP',
      'githubMCP',
      'pipedreamMCP',
      'postgreSQLMCP',
      'sequentialThinkingMCP',
      'slackMCP',
      'supergatewayMCP',
      'teradataMCP',
    ]);
    for (const p of packagedMcpProviders) expect(p.inputs.at(-1)?.name).toBe('mcpActions');
  });

  it('Custom MCP: a bad config or a command without the setting is a problem', () => {
    expect(customMcpProvider.check?.({ mcpServerConfig: '{x' })).toEqual([
      'MCP Server Config is not valid JSON',
    ]);
    expect(customMcpProvider.check?.({ mcpServerConfig: '{"command":"npx"}' })).toEqual([
      expect.stringContaining('Custom MCP (customMCP)'),
    ]);
    expect(customMcpProvider.check?.({ mcpServerConfig: '{"url":"https://x/mcp"}' })).toEqual([]);
  });
});
