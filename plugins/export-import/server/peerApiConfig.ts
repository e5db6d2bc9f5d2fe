import {
  mcpServerSettingsErrors,
  parseMcpServerSettings,
  withMcpServerSettings,
} from '../../flows/public.ts';

/**
 * A flow's api_config on import: the peer keeps the tool name and description of a flow served as
 * an MCP server in its own column (`mcpServerConfig`: enabled, token, toolName, description); they
 * join api_config.mcpServer here. Its token is left behind: our endpoint takes the workspace's API
 * keys, and a secret does not travel. Settings this product would refuse (a name outside the
 * peer's own rule) are left out, so the tool is named after the flow.
 */
export function importedApiConfig(apiConfig: string | null, mcpServerConfig: unknown): string | null {
  if (typeof mcpServerConfig !== 'string' || !mcpServerConfig.trim()) return apiConfig;
  const settings = parseMcpServerSettings(`{"mcpServer":${mcpServerConfig}}`);
  if (!settings.toolName?.trim() && !settings.description?.trim()) return apiConfig;
  if (Object.keys(mcpServerSettingsErrors(settings)).length) return apiConfig;
  // The flow's own settings (our export) win over the peer's column.
  if (Object.keys(parseMcpServerSettings(apiConfig)).length) return apiConfig;
  return withMcpServerSettings(apiConfig, settings);
}
