import { substituteVars } from '../common/mcpTarget.ts';
import { credentialParam, type McpProviderSpec, required } from './mcpProvider.ts';

/**
 * The peer's Pipedream MCP: a project token from the credential's client id and secret (OAuth2
 * client credentials, through the guarded fetch), then Pipedream's remote MCP server for one app
 * and one end user. Base URLs `pipedreamApi` and `pipedreamMCP` follow TOOL_BASE_URLS.
 */
export const pipedreamMcpSpec: McpProviderSpec = {
  name: 'pipedreamMCP',
  label: 'Pipedream MCP',
  description: 'MCP Server for Pipedream apps (remote)',
  credentialNames: ['pipedreamOAuthApi'],
  inputs: [
    {
      label: 'Environment',
      name: 'environment',
      type: 'options',
      options: [
        { label: 'Development', name: 'development' },
        { label: 'Production', name: 'production' },
      ],
      default: 'development',
    },
    { label: 'App Slug', name: 'appSlug', type: 'string', placeholder: 'slack' },
    { label: 'User ID', name: 'externalUserId', type: 'string', placeholder: '{{$vars.user_email}}' },
  ],
  async target(config, credential, ctx) {
    const clientId = required(credentialParam(credential, {}, 'clientId'), 'Pipedream Client ID');
    const clientSecret = required(credentialParam(credential, {}, 'clientSecret'), 'Pipedream Client Secret');
    const projectId = required(credentialParam(credential, {}, 'projectId'), 'Pipedream Project ID');
    const appSlug = required(credentialParam(undefined, config, 'appSlug'), 'App Slug');
    const user = required(credentialParam(undefined, config, 'externalUserId'), 'User ID');
    const api = ctx.baseURL('pipedreamApi', 'https://api.pipedream.com').replace(/\/+$/, '');
    const res = await ctx.fetch(`${api}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }),
      signal: ctx.signal,
    });
    const token = res.ok ? (res.json() as { access_token?: unknown }).access_token : undefined;
    if (typeof token !== 'string' || !token)
      throw new Error(`Pipedream refused the credential's client id and secret (${res.status})`);
    ctx.addSecret(token);
    return {
      url: ctx.baseURL('pipedreamMCP', 'https://remote.mcp.pipedream.net'),
      headers: {
        Authorization: `Bearer ${token}`,
        'x-pd-project-id': projectId,
        'x-pd-environment': typeof config.environment === 'string' ? config.environment : 'development',
        'x-pd-external-user-id': substituteVars(user, ctx.vars),
        'x-pd-app-slug': appSlug,
        'x-pd-tool-mode': 'tools-only',
      },
    };
  },
};
