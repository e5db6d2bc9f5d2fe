import { FLOW_TYPES } from '../../flows/public.ts';
import { VARIABLE_TYPES } from '../../variables/public.ts';
import { EXPORT_FLAGS, EXPORT_SETS, FLOW_SETS } from '../common/exportTypes.ts';

const str = { type: 'string' } as const;
const id = { type: 'string', minLength: 1, maxLength: 200 } as const;
const optionalText = { type: ['string', 'null'] } as const;

const flowItem = {
  type: 'object',
  required: ['id', 'name', 'flowData', 'type'],
  properties: { id, name: { type: 'string', minLength: 1 }, flowData: str, type: { enum: [...FLOW_TYPES] } },
};
const toolItem = {
  type: 'object',
  required: ['id', 'name', 'func'],
  properties: {
    id,
    name: str,
    description: str,
    color: str,
    iconSrc: optionalText,
    schema: optionalText,
    func: { type: 'string', minLength: 1 },
  },
};
const variableItem = {
  type: 'object',
  required: ['id', 'name', 'type'],
  properties: { id, name: str, value: str, type: { enum: [...VARIABLE_TYPES] } },
};
const executionItem = {
  type: 'object',
  required: ['id', 'agentflowId', 'sessionId', 'state', 'executionData'],
  properties: {
    id,
    agentflowId: id,
    sessionId: str,
    state: { enum: ['INPROGRESS', 'FINISHED', 'ERROR', 'TERMINATED', 'TIMEOUT', 'STOPPED'] },
    executionData: str,
    action: optionalText,
    error: optionalText,
    isPublic: { type: 'boolean' },
    createdDate: str,
    updatedDate: str,
    stoppedDate: optionalText,
  },
};
const messageItem = {
  type: 'object',
  required: ['id', 'role', 'chatflowid', 'chatId', 'content'],
  properties: {
    id,
    role: { enum: ['userMessage', 'apiMessage'] },
    chatflowid: id,
    chatId: str,
    sessionId: optionalText,
    content: str,
    executionId: optionalText,
    createdDate: str,
  },
};
const feedbackItem = {
  type: 'object',
  required: ['id', 'chatflowid', 'chatId', 'messageId', 'rating'],
  properties: {
    id,
    chatflowid: id,
    chatId: str,
    messageId: id,
    rating: { enum: ['THUMBS_UP', 'THUMBS_DOWN'] },
    content: optionalText,
    createdDate: str,
  },
};

const jsonText = {
  anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'array' }, { type: 'null' }],
} as const;
const storeItem = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id,
    name: { type: 'string', minLength: 1, maxLength: 200 },
    description: optionalText,
    loaders: jsonText,
    vectorStoreConfig: jsonText,
    embeddingConfig: jsonText,
    recordManagerConfig: jsonText,
  },
};
const chunkItem = {
  type: 'object',
  required: ['id', 'docId', 'storeId', 'pageContent'],
  properties: {
    id,
    docId: id,
    storeId: id,
    chunkNo: { type: 'integer' },
    pageContent: str,
    metadata: jsonText,
  },
};

const arrayOf = (items: object) => ({ type: 'array', items });

/** The import body: an export file. Unknown sets are refused so a wrong file is not half-read. */
export const importBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    FileDefaultName: str,
    ...Object.fromEntries(EXPORT_SETS.map((s) => [s, arrayOf({ type: 'object' })])),
    ...Object.fromEntries(FLOW_SETS.map((s) => [s, arrayOf(flowItem)])),
    Tool: arrayOf(toolItem),
    Variable: arrayOf(variableItem),
    Execution: arrayOf(executionItem),
    ChatMessage: arrayOf(messageItem),
    ChatMessageFeedback: arrayOf(feedbackItem),
    DocumentStore: arrayOf(storeItem),
    DocumentStoreFileChunk: arrayOf(chunkItem),
  },
} as const;

/** The export body: the spec's flags, booleans only. */
export const exportBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(EXPORT_FLAGS.map((f) => [f, { type: 'boolean' }])),
} as const;
