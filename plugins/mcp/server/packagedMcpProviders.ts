import type { McpTarget } from '../common/mcpTarget.ts';
import { RULE_TEXTS, ruleMessage } from '../../../node-registry/rules/ruleMessage.ts';
import { stdioProblem } from '../common/stdioGate.ts';
import { credentialParam, type McpProviderSpec, required, mcpProvider } from './mcpProvider.ts';
import { pipedreamMcpSpec } from './pipedreamMcpSpec.ts';

/** A package run with npx as a local (stdio) server, as the peer's nodes bundle them. */
const npx = (pkg: string, args: string[] = [], env: Record<string, string> = {}): McpTarget => ({
  command: 'npx',
  args: ['-y', pkg, ...args],
  env,
});

const bearer = (url: string, token: string): McpTarget => ({
  url,
  headers: { Authorization: `Bearer ${token}` },
});

/** A node that only runs as a local server: stdio off is a problem before the run. */
const stdioOnly = (label: string, name: string, pkg: string) => ({
  stdioWhat: { package: pkg },
  check: (_config: Record<string, unknown>, stdioOn: boolean) =>
    stdioOn ? [] : [stdioProblem(label, name, { package: pkg })],
});

const SLACK_SERVER = '@modelcontextprotocol/server-slack';
/** Slack's local server (a bot token credential); a Slack OAuth2 credential reaches its remote one. */
const SLACK_STDIO = { package: SLACK_SERVER, credential: 'Slack OAuth2' };

/**
 * The peer's packaged MCP nodes, by name: remote MCP endpoints where the service has one (GitHub,
 * Slack with OAuth2, Browserless, Pipedream, Teradata, a Supergateway SSE URL), local npx servers
 * (stdio, only with MCP_ALLOW_STDIO=true) otherwise. Base URLs follow TOOL_BASE_URLS.
 */
const SPECS: McpProviderSpec[] = [
  {
    name: 'slackMCP',
    label: 'Slack MCP',
    description: 'MCP Server for the Slack API',
    credentialNames: ['slackOAuth2', 'slackApi'],
    stdioWhat: SLACK_STDIO,
    target(config, credential, ctx) {
      const accessToken = credentialParam(credential, config, 'access_token', 'accessToken');
      if (accessToken) return bearer(ctx.baseURL('slackMCP', 'https://mcp.slack.com/mcp'), accessToken);
      const botToken = credentialParam(credential, config, 'botToken');
      const teamId = credentialParam(credential, config, 'teamId');
      if (botToken && teamId)
        return npx(SLACK_SERVER, [], { SLACK_BOT_TOKEN: botToken, SLACK_TEAM_ID: teamId });
      throw new Error(
        'Slack MCP needs a Slack OAuth2 credential (remote server) or a bot token with team id (local server)',
      );
    },
    // Without a credential the node can only mean the bot-token server the peer's templates use.
    check: (config, stdioOn) =>
      stdioOn || config.credential || config.FLOWISE_CREDENTIAL_ID
        ? []
        : [stdioProblem('Slack MCP', 'slackMCP', SLACK_STDIO)],
  },
  {
    name: 'githubMCP',
    label: 'Github MCP',
    description: 'MCP Server for the GitHub API',
    credentialNames: ['githubApi'],
    inputs: [
      {
        label: 'GitHub Enterprise URL',
        name: 'githubEnterpriseUrl',
        type: 'string',
        placeholder: 'https://octocorp.ghe.com',
        optional: true,
        additionalParams: true,
      },
    ],
    target(config, credential, ctx) {
      const token = required(credentialParam(credential, config, 'accessToken'), 'Github Access Token');
      const enterprise =
        typeof config.githubEnterpriseUrl === 'string' ? config.githubEnterpriseUrl.trim() : '';
      let url = ctx.baseURL('githubMCP', 'https://api.githubcopilot.com/mcp/');
      if (enterprise) {
        const parsed = URL.parse(enterprise.replace(/\/+$/, ''));
        if (!parsed) throw new Error('GitHub Enterprise URL is not a URL');
        url = `${parsed.protocol}//copilot-api.${parsed.host}/mcp`;
      }
      return bearer(url, token);
    },
  },
  {
    name: 'browserlessMCP',
    label: 'Browserless MCP',
    description: 'MCP Server for Browserless',
    credentialNames: ['browserlessApi'],
    target: (config, credential, ctx) =>
      bearer(
        ctx.baseURL('browserlessMCP', 'https://mcp.browserless.io/mcp'),
        required(credentialParam(credential, config, 'browserlessApiToken'), 'Browserless API Token'),
      ),
  },
  {
    name: 'teradataMCP',
    label: 'Teradata MCP',
    description: 'MCP Server for Teradata (remote HTTP streamable)',
    credentialNames: ['teradataTD2Auth', 'teradataBearerToken'],
    credentialOptional: true,
    inputs: [
      {
        label: 'MCP Server URL',
        name: 'mcpUrl',
        type: 'string',
        placeholder: 'http://teradata-mcp-server:8001/mcp',
      },
      { label: 'Bearer Token', name: 'bearerToken', type: 'password', optional: true },
    ],
    target(config, credential) {
      const url = required(typeof config.mcpUrl === 'string' ? config.mcpUrl.trim() : '', 'MCP Server URL');
      const token = credentialParam(credential, config, 'bearerToken', 'token');
      if (token) return bearer(url, token);
      const user = credentialParam(credential, config, 'tdUsername');
      const password = credentialParam(credential, config, 'tdPassword');
      if (!user || !password) throw new Error('Teradata MCP needs a bearer token or a username and password');
      return {
        url,
        headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
      };
    },
    check: (config) =>
      typeof config.mcpUrl === 'string' && config.mcpUrl.trim()
        ? []
        : [ruleMessage(RULE_TEXTS.missingMcpUrl)],
  },
  {
    name: 'supergatewayMCP',
    label: 'Supergateway MCP',
    description: 'An MCP server behind Supergateway (SSE)',
    inputs: [
      {
        label: 'Arguments',
        name: 'arguments',
        type: 'string',
        placeholder: '--sse "https://example.supermachine.app"',
      },
    ],
    // The peer starts supergateway to bridge to an SSE URL; the URL is reachable directly.
    target(config) {
      const args = typeof config.arguments === 'string' ? config.arguments : '';
      const m = /--sse\s+["']?([^\s"']+)/.exec(args);
      if (!m?.[1])
        throw new Error(
          'Supergateway MCP: Arguments need --sse "<url>" (other modes would run a local command)',
        );
      return { url: m[1], transport: 'sse' };
    },
  },
  pipedreamMcpSpec,
  {
    name: 'braveSearchMCP',
    label: 'Brave Search MCP',
    description: 'MCP Server for the Brave Search API',
    credentialNames: ['braveSearchApi'],
    ...stdioOnly('Brave Search MCP', 'braveSearchMCP', '@modelcontextprotocol/server-brave-search'),
    target: (config, credential) =>
      npx('@modelcontextprotocol/server-brave-search', [], {
        BRAVE_API_KEY: required(credentialParam(credential, config, 'braveApiKey'), 'Brave API Key'),
      }),
  },
  {
    name: 'postgreSQLMCP',
    label: 'PostgreSQL MCP',
    description: 'MCP Server for PostgreSQL (read-only queries)',
    credentialNames: ['PostgresUrl'],
    ...stdioOnly('PostgreSQL MCP', 'postgreSQLMCP', '@modelcontextprotocol/server-postgres'),
    target: (config, credential) =>
      npx('@modelcontextprotocol/server-postgres', [
        required(credentialParam(credential, config, 'postgresUrl'), 'postgres url'),
      ]),
  },
  {
    name: 'sequentialThinkingMCP',
    label: 'Sequential Thinking MCP',
    description: 'MCP Server for step-by-step problem solving',
    ...stdioOnly(
      'Sequential Thinking MCP',
      'sequentialThinkingMCP',
      '@modelcontextprotocol/server-sequential-thinking',
    ),
    target: () => npx('@modelcontextprotocol/server-sequential-thinking'),
  },
];

export const packagedMcpProviders = SPECS.map(mcpProvider);
