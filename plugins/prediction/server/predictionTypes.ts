import type { HumanInput } from '../../../host/server/engine/engineTypes.ts';
import type { ChatUpload } from '../../chat/public.ts';

/** The body of POST /prediction/:id and /internal-prediction/:id (the peer's IncomingAgentflowInput). */
export interface PredictionBody {
  question?: string;
  form?: Record<string, unknown>;
  streaming?: boolean | string;
  overrideConfig?: Record<string, unknown>;
  history?: { role: string; content: string }[];
  chatId?: string;
  uploads?: ChatUpload[];
  humanInput?: HumanInput;
  leadEmail?: string;
}

export const predictionBodySchema = {
  type: 'object',
  properties: {
    question: { type: 'string', maxLength: 200_000 },
    form: { type: 'object' },
    streaming: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
    overrideConfig: { type: 'object' },
    history: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['role', 'content'],
        properties: {
          role: { enum: ['apiMessage', 'userMessage', 'user', 'assistant', 'system'] },
          content: { type: 'string' },
        },
      },
    },
    chatId: { type: 'string', minLength: 1, maxLength: 500 },
    // The Flowise clients' shape; speech and RAG uploads are not offered (see flowUploads).
    uploads: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['data', 'type', 'name', 'mime'],
        properties: {
          data: { type: 'string' },
          type: { enum: ['file', 'url', 'file:full'] },
          name: { type: 'string', maxLength: 500 },
          mime: { type: 'string', maxLength: 200 },
        },
      },
    },
    humanInput: {
      type: 'object',
      required: ['type'],
      properties: {
        type: { enum: ['proceed', 'reject'] },
        startNodeId: { type: 'string' },
        feedback: { type: 'string', maxLength: 100_000 },
      },
    },
    leadEmail: { type: 'string', maxLength: 500 },
  },
} as const;

/**
 * The JSON answer: the peer's agent-flow response (executionId, agentFlowExecutedData, action) or
 * its chatflow response (json, sourceDocuments, usedTools), as the flow's kind gives them.
 */
export interface PredictionResponse {
  text: string;
  /** A structured answer (a chatflow's output parser). */
  json?: unknown;
  question: string;
  form?: Record<string, unknown>;
  chatId: string;
  chatMessageId: string;
  sessionId: string;
  executionId?: string;
  agentFlowExecutedData?: unknown[];
  action?: unknown;
  sourceDocuments?: unknown[];
  usedTools?: unknown[];
}
