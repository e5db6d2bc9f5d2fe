import { english } from '../../host/common/i18n/say.ts';
import { MODULE_NOT_ALLOWED } from '../../host/common/sandbox/requiredModules.ts';
import type { MessageText } from '../flow.ts';

/** The texts of the rules' messages with values, the catalogue's keys (the web says them with t). */
export const RULE_TEXTS = {
  required: '{{label}} is required',
  rowRequired: '{{list}} {{row}}: {{label}} is required',
  unknownType: "Unknown node type '{{name}}'.",
  unavailable: 'Not available here: {{reason}}',
  danglingEdge: 'Connection {{id}} points to a node that is not on the canvas.',
  unknownTool: "Tool '{{ref}}' does not exist: it is neither a built-in tool nor a tool of this workspace.",
  unknownCredential: "Credential '{{ref}}' does not exist in this workspace.",
  needsCredential: "Tool '{{ref}}' needs a credential: choose one in its settings.",
  moduleNotAllowed: MODULE_NOT_ALLOWED,
  anchorRequired: '{{label}} is required: connect a {{type}} node',
  anchorRequiredOneOf: '{{label}} is required: connect a {{types}} or {{last}} node',
  manyEndings: 'A chatflow answers from exactly one ending node; this one has {{count}}: {{labels}}.',
  notEnding:
    'The flow ends here, but a {{category}} node cannot answer: connect its output to a chain, an agent or an engine.',
  // what a built-in tool finds wrong with its config before a run (ToolProvider.check)
  toolSwitchedOff: '{{tool}} is switched off on this server ({{setting}})',
  stdioCommand:
    "{{label}} ({{name}}) runs '{{command}}' as a local MCP server (stdio), which this server does not allow: an operator can set {{setting}}=true to allow it",
  stdioPackage:
    '{{label}} ({{name}}) runs the npx package {{package}} as a local MCP server (stdio), which this server does not allow: an operator can set {{setting}}=true to allow it',
  stdioPackageOrCredential:
    "{{label}} ({{name}}) runs the npx package {{package}} as a local MCP server (stdio), which this server does not allow: an operator can set {{setting}}=true to allow it, or connect a {{credential}} credential to use the service's remote MCP server",
  chooseMcpServer: '{{label}} ({{name}}): choose a saved MCP server',
  mcpServerMissing: "{{label}} '{{id}}' does not exist in this workspace",
  mcpServerNotConnected:
    "{{label}} '{{server}}' is not connected (status {{status}}): connect it on the Tools page, MCP Servers",
  missingMcpUrl: 'Missing MCP Server URL',
  // a Custom MCP node's server config (its label a node value)
  notValidJson: '{{label}} is not valid JSON',
  mcpConfigNotObject: '{{label}} must be a JSON object with "url" or "command"',
  mcpConfigUrl: '{{label}}: "url" must be an http(s) URL',
  mcpConfigNotRecord: '{{label}}: "{{field}}" must be an object',
  mcpConfigArgs: '{{label}}: "args" must be a list',
  mcpConfigNeeds: '{{label}} needs "url" (a remote server) or "command" (a local one)',
} as const;

/** A message as the rules give it: the English, and its key and values when it has them. */
export interface SaidText {
  message: string;
  say?: MessageText;
}

/**
 * A rule's message: the English (what the server says) and the same as key and values, so the
 * canvas can say it in the reader's language. `nodeValues` are node texts (labels), which the
 * canvas translates through the node catalogue before filling them in.
 */
export function ruleMessage(
  text: string,
  values: Record<string, string | number> = {},
  nodeValues: Record<string, string> = {},
): { message: string; say: MessageText } {
  return { message: english(text, { ...values, ...nodeValues }), say: { text, values, nodeValues } };
}
