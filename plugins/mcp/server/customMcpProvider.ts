import { isStdio, McpConfigError, type McpTarget, parseMcpServerConfig } from '../common/mcpTarget.ts';
import { stdioProblem } from '../common/stdioGate.ts';
import { credentialParam, mcpProvider } from './mcpProvider.ts';

const PLACEHOLDER = `{
  "url": "https://mcp.example.com/mcp",
  "headers": { "X-Team": "{{$vars.team}}" }
}`;

/** Headers a credential adds: a bearer token, a header of one's choice, or basic auth. */
export function credentialHeaders(credential: Record<string, unknown> | undefined): Record<string, string> {
  if (!credential) return {};
  const token = credentialParam(credential, {}, 'token');
  if (token) return { Authorization: `Bearer ${token}` };
  const key = credentialParam(credential, {}, 'key');
  const value = credentialParam(credential, {}, 'value');
  if (key && value) return { [key]: value };
  const user = credentialParam(credential, {}, 'basicAuthUsername');
  const password = credentialParam(credential, {}, 'basicAuthPassword');
  if (user && password)
    return { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
  return {};
}

/**
 * The peer's Custom MCP: a server config (`{ url, headers }` over streamable HTTP with SSE
 * fallback, or `{ command, args, env }` as a local server when the operator allows stdio), header
 * values from `$vars` and from an optional HTTP credential.
 */
export const customMcpProvider = mcpProvider({
  name: 'customMCP',
  label: 'Custom MCP',
  description: 'Tools of an MCP server of your choice (streamable HTTP or SSE)',
  credentialNames: ['httpBearerToken', 'httpApiKey', 'httpBasicAuth'],
  credentialOptional: true,
  inputs: [
    {
      label: 'MCP Server Config',
      name: 'mcpServerConfig',
      type: 'code',
      placeholder: PLACEHOLDER,
      description:
        'JSON: "url" and optional "headers" for a remote server (values may use {{$vars.name}}); a credential adds its header',
    },
  ],
  target(config, credential, ctx): McpTarget {
    const target = parseMcpServerConfig(config.mcpServerConfig, ctx.vars);
    if (isStdio(target)) return target;
    return { ...target, headers: { ...(target.headers ?? {}), ...credentialHeaders(credential) } };
  },
  check(config, stdioOn) {
    try {
      const target = parseMcpServerConfig(config.mcpServerConfig);
      if (isStdio(target) && !stdioOn)
        return [stdioProblem('Custom MCP', 'customMCP', { command: target.command })];
      return [];
    } catch (error) {
      return [error instanceof McpConfigError ? error.said : (error as Error).message];
    }
  },
});
