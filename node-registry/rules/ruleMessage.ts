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
} as const;

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
