import type { HumanInput } from '../../../host/server/engine/engineTypes.ts';

/** The body of POST /prediction/:id and /internal-prediction/:id (the peer's IncomingAgentflowInput). */
export interface PredictionBody {
  question?: string;
  form?: Record<string, unknown>;
  streaming?: boolean | string;
  overrideConfig?: Record<string, unknown>;
  history?: { role: string; content: string }[];
  chatId?: string;
  uploads?: unknown[];
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
    uploads: { type: 'array' },
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

/** The JSON answer (the peer's agent-flow response). */
export interface PredictionResponse {
  text: string;
  question: string;
  form?: Record<string, unknown>;
  chatId: string;
  chatMessageId: string;
  executionId: string;
  sessionId: string;
  agentFlowExecutedData: unknown[];
  action?: unknown;
}
