/**
 * What the flows plugin offers other plugins, server and web alike (common code only; web
 * components are in public-web.ts): flow types and their labels, a flow's export shape and data
 * check, a flow's MCP server settings (api_config.mcpServer), the graph layout and the node order the variable pickers use. The table type is a type.
 */
export { FLOW_TYPES, type FlowType } from './common/flowTypes.ts';
export { flowTypeLabel } from './common/flowTypeLabel.ts';
export { exportFlow } from './common/exportFlow.ts';
export { checkFlowData } from './common/validateFlowData.ts';
export { autoLayout } from './common/autoLayout.ts';
export { type FlowAnalytics, parseFlowAnalytics } from './common/flowAnalytics.ts';
export {
  apiConfigProblem,
  flowToolDescription,
  flowToolName,
  MCP_DESCRIPTION_MAX,
  MCP_TOOL_NAME_MAX,
  MCP_TOOL_NAME_PATTERN,
  type McpServerSettings,
  mcpServerSettingsErrors,
  parseMcpServerSettings,
  withMcpServerSettings,
} from './common/mcpServerSettings.ts';
export { upstreamNodeIds } from './common/forms/variableSuggestions.ts';
export type { FlowTable, FlowTypeName } from './server/FlowTable.ts';
