/**
 * A flow served as an MCP server (/api/v1/mcp/{flowId}) offers one tool; its name and description
 * are kept in the flow's `api_config` as `mcpServer` (the peer keeps them in `mcpServerConfig`).
 * Both are optional: without them the tool is named after the flow.
 */
export interface McpServerSettings {
  toolName?: string;
  description?: string;
}

/** The peer's rule for a tool name (and MCP clients' common one). */
export const MCP_TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const MCP_TOOL_NAME_MAX = 64;
export const MCP_DESCRIPTION_MAX = 2000;

const objectOf = (apiConfig: string | null | undefined): Record<string, unknown> | null => {
  if (!apiConfig) return {};
  try {
    const value = JSON.parse(apiConfig) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** `api_config.mcpServer` of a flow (JSON text); unreadable or absent gives none. */
export function parseMcpServerSettings(apiConfig: string | null | undefined): McpServerSettings {
  const value = objectOf(apiConfig)?.mcpServer;
  if (!value || typeof value !== 'object') return {};
  const { toolName, description } = value as Record<string, unknown>;
  return {
    ...(typeof toolName === 'string' ? { toolName } : {}),
    ...(typeof description === 'string' ? { description } : {}),
  };
}

/** What is wrong with the settings, by field (`toolName`, `description`); empty when none. */
export function mcpServerSettingsErrors(
  settings: McpServerSettings,
): Partial<Record<keyof McpServerSettings, string>> {
  const errors: Partial<Record<keyof McpServerSettings, string>> = {};
  const name = settings.toolName?.trim() ?? '';
  if (name && !MCP_TOOL_NAME_PATTERN.test(name))
    errors.toolName =
      name.length > MCP_TOOL_NAME_MAX
        ? `must be at most ${MCP_TOOL_NAME_MAX} characters`
        : 'may contain only letters, digits, underscores and hyphens';
  if ((settings.description?.trim().length ?? 0) > MCP_DESCRIPTION_MAX)
    errors.description = `must be at most ${MCP_DESCRIPTION_MAX} characters`;
  return errors;
}

/**
 * The first problem of a flow's api_config text for the API, as `apiConfig.mcpServer.<field> ...`,
 * or null. Only the MCP part is checked: the rest of api_config is the peer's and kept as it is.
 */
export function apiConfigProblem(apiConfig: string | null | undefined): string | null {
  const config = objectOf(apiConfig);
  if (!config || config.mcpServer === undefined) return null;
  const raw = config.mcpServer;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'apiConfig.mcpServer must be an object';
  for (const key of ['toolName', 'description'] as const) {
    const v = (raw as Record<string, unknown>)[key];
    if (v !== undefined && typeof v !== 'string') return `apiConfig.mcpServer.${key} must be a string`;
  }
  const [field, message] =
    Object.entries(mcpServerSettingsErrors(parseMcpServerSettings(apiConfig)))[0] ?? [];
  return field ? `apiConfig.mcpServer.${field} ${message}` : null;
}

/**
 * The api_config text with these settings (trimmed; blank ones removed), every other key kept.
 * An unreadable api_config is replaced.
 */
export function withMcpServerSettings(
  apiConfig: string | null | undefined,
  settings: McpServerSettings,
): string {
  const { mcpServer: _old, ...rest } = objectOf(apiConfig) ?? {};
  const toolName = settings.toolName?.trim();
  const description = settings.description?.trim();
  const mcpServer = { ...(toolName ? { toolName } : {}), ...(description ? { description } : {}) };
  return JSON.stringify(Object.keys(mcpServer).length ? { ...rest, mcpServer } : rest);
}

/** The tool name of a flow: its configured one, else its name made an identifier (as the peer does). */
export function flowToolName(flowName: string, settings: McpServerSettings = {}): string {
  const configured = settings.toolName?.trim();
  if (configured && MCP_TOOL_NAME_PATTERN.test(configured)) return configured;
  return (
    flowName
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, MCP_TOOL_NAME_MAX) || 'chatflow_tool'
  );
}

/** The tool's description: the configured one, else one naming the flow. */
export function flowToolDescription(flowName: string, settings: McpServerSettings = {}): string {
  return settings.description?.trim() || `Execute the "${flowName}" flow`;
}
