/** Spec section 3: the export flags the Export dialog posts, one per data type. */
export const EXPORT_FLAGS = [
  'agentflow',
  'agentflowv2',
  'assistantCustom',
  'assistantOpenAI',
  'assistantAzure',
  'chatflow',
  'chat_message',
  'chat_feedback',
  'custom_template',
  'document_store',
  'execution',
  'tool',
  'variable',
] as const;
export type ExportFlag = (typeof EXPORT_FLAGS)[number];
export type ExportFlags = Partial<Record<ExportFlag, boolean>>;

/** Spec section 3: every set an export file holds, in the file's order. */
export const EXPORT_SETS = [
  'AgentFlow',
  'AgentFlowV2',
  'AssistantFlow',
  'AssistantCustom',
  'AssistantOpenAI',
  'AssistantAzure',
  'ChatFlow',
  'ChatMessage',
  'ChatMessageFeedback',
  'CustomTemplate',
  'DocumentStore',
  'DocumentStoreFileChunk',
  'Execution',
  'Tool',
  'Variable',
] as const;
export type ExportSet = (typeof EXPORT_SETS)[number];

/** The sets that hold flows ({ id, name, flowData, type }). */
export const FLOW_SETS = ['AgentFlow', 'AgentFlowV2', 'AssistantFlow', 'ChatFlow'] as const;

/**
 * The data types this product can export, with the set each fills (document_store fills
 * DocumentStoreFileChunk too). Assistants and custom templates have no feature here yet, so the
 * dialog does not offer them and their sets stay empty arrays.
 */
export const SUPPORTED_EXPORTS: readonly { flag: ExportFlag; label: string; set: ExportSet }[] = [
  { flag: 'agentflow', label: 'Agentflows', set: 'AgentFlow' },
  { flag: 'agentflowv2', label: 'Agentflows V2', set: 'AgentFlowV2' },
  { flag: 'chatflow', label: 'Chatflows', set: 'ChatFlow' },
  { flag: 'chat_message', label: 'Chat Messages', set: 'ChatMessage' },
  { flag: 'chat_feedback', label: 'Chat Feedbacks', set: 'ChatMessageFeedback' },
  { flag: 'document_store', label: 'Document Stores', set: 'DocumentStore' },
  { flag: 'execution', label: 'Executions', set: 'Execution' },
  { flag: 'tool', label: 'Tools', set: 'Tool' },
  { flag: 'variable', label: 'Variables', set: 'Variable' },
];

/** How the import report names each set. */
export const SET_LABELS: Record<ExportSet, string> = {
  AgentFlow: 'Agentflows',
  AgentFlowV2: 'Agentflows V2',
  AssistantFlow: 'Assistant flows',
  AssistantCustom: 'Custom assistants',
  AssistantOpenAI: 'OpenAI assistants',
  AssistantAzure: 'Azure assistants',
  ChatFlow: 'Chatflows',
  ChatMessage: 'Chat messages',
  ChatMessageFeedback: 'Chat feedback',
  CustomTemplate: 'Custom templates',
  DocumentStore: 'Document stores',
  DocumentStoreFileChunk: 'Document chunks',
  Execution: 'Executions',
  Tool: 'Tools',
  Variable: 'Variables',
};

export const EXPORT_FILE_NAME = 'ExportData.json';

/** The export response and the import body: every set an array, plus the download name. */
export type ExportData = { FileDefaultName?: string } & Record<ExportSet, Record<string, unknown>[]>;

/** An export with every set empty. */
export function emptyExport(): ExportData {
  const data = { FileDefaultName: EXPORT_FILE_NAME } as ExportData;
  for (const set of EXPORT_SETS) data[set] = [];
  return data;
}

/** True when at least one flag is set (spec section 5: Export needs one data type). */
export function anyFlag(flags: ExportFlags): boolean {
  return EXPORT_FLAGS.some((f) => flags[f] === true);
}

/**
 * What an import does with a row whose id (or, for tools and variables, whose name) is already
 * taken here: skip it, or import it under a new id with every reference to it in the file (flows,
 * executions, messages, chunks) rewritten.
 */
export const ON_EXISTING = ['skip', 'newIds'] as const;
export type OnExisting = (typeof ON_EXISTING)[number];

/** What an import did, per set: rows written, rows left out and why (reason -> rows), notes. */
export interface ImportResult {
  imported: Partial<Record<ExportSet, number>>;
  skipped: Partial<Record<ExportSet, number>>;
  reasons: Partial<Record<ExportSet, Record<string, number>>>;
  /** What was converted on the way (a tool's colour, a dropped icon...). */
  notes: Partial<Record<ExportSet, string[]>>;
}
