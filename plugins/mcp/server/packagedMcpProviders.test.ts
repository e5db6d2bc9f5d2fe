import { describe, expect, it } from 'vitest';
import { RULE_TEXTS } from '../../../node-registry/rules/ruleMessage.ts';
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
        {
          message: expect.stringMatching(/^Slack MCP \(slackMCP\) runs .*server-slack.*MCP_ALLOW_STDIO=true/),
          // its key and values: the label a node text, the rest values
          say: {
            text: RULE_TEXTS.stdioPackageOrCredential,
            values: {
              name: 'slackMCP',
              setting: 'MCP_ALLOW_STDIO',
              package: '@modelcontextprotocol/server-slack',
              credential: 'Slack OAuth2',
            },
            nodeValues: { label: 'Slack MCP' },
          },
        },
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
    // said by its key, the node's parameter label a node value (a chat says it in German too)
    expect(customMcpProvider.check?.({ mcpServerConfig: '{x' })).toEqual([
      {
        message: 'MCP Server Config is not valid JSON',
        say: { text: RULE_TEXTS.notValidJson, values: {}, nodeValues: { label: 'MCP Server Config' } },
      },
    ]);
    expect(customMcpProvider.check?.({ mcpServerConfig: '{"url":"ftp://x"}' })).toEqual([
      expect.objectContaining({ say: expect.objectContaining({ text: RULE_TEXTS.mcpConfigUrl }) }),
    ]);
    expect(customMcpProvider.check?.({ mcpServerConfig: '{"command":"npx"}' })).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("Custom MCP (customMCP) runs 'npx' as a local MCP server"),
        say: expect.objectContaining({
          text: RULE_TEXTS.stdioCommand,
          values: expect.objectContaining({ command: 'npx' }),
        }),
      }),
    ]);
    expect(customMcpProvider.check?.({ mcpServerConfig: '{"url":"https://x/mcp"}' })).toEqual([]);
  });
});
