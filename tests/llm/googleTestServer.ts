import type { ServerResponse } from 'node:http';
import { embedText } from './embedText.ts';
import { sampleFromSchema } from './sampleFromSchema.ts';
import {
  argumentsObject,
  chunkText,
  DEFAULT_USAGE,
  replyText,
  replyToolCalls,
  type ScriptedReply,
  type Usage,
} from './scriptedReply.ts';
import {
  keyAccepted,
  type ProtocolRequest,
  type ScriptedServer,
  type ScriptedServerOptions,
  sendJson,
  startEventStream,
  startScriptedServer,
  writeEvent,
} from './scriptedServer.ts';

export interface GooglePart {
  text?: string;
  functionCall?: { name: string; args?: unknown };
  functionResponse?: { name: string; response?: unknown };
  [key: string]: unknown;
}

export interface GoogleRequestBody {
  contents?: { role?: string; parts: GooglePart[] }[];
  systemInstruction?: { parts: GooglePart[] };
  tools?: { functionDeclarations?: { name: string; description?: string; parameters?: unknown }[] }[];
  toolConfig?: unknown;
  generationConfig?: { responseMimeType?: string; responseSchema?: unknown; [key: string]: unknown };
  /** embedContent / batchEmbedContents */
  content?: { parts: GooglePart[] };
  requests?: { model?: string; content: { parts: GooglePart[] } }[];
  [key: string]: unknown;
}

export type GoogleRequest = ProtocolRequest<GoogleRequestBody>;

export interface GoogleModel {
  id: string;
  methods: string[];
}

export interface GoogleTestServerOptions extends ScriptedServerOptions<GoogleRequestBody> {
  /** When set, x-goog-api-key (or ?key=) must equal it (else any non-empty key passes). */
  apiKey?: string;
  /** Listed by GET /v1beta/models (paged with pageSize / pageToken). */
  models?: GoogleModel[];
  /** Length of the vectors embedContent answers. Default 8. */
  embeddingDimensions?: number;
}

export interface GoogleTestServer extends ScriptedServer<GoogleRequestBody> {
  /** http://127.0.0.1:<port>/v1beta: what createGoogleGenerativeAI takes as baseURL. */
  baseURL: string;
}

const DEFAULT_MODELS: GoogleModel[] = [
  { id: 'gemini-2.0-flash', methods: ['generateContent', 'countTokens'] },
  { id: 'gemini-2.5-pro', methods: ['generateContent', 'countTokens'] },
  { id: 'text-embedding-004', methods: ['embedContent'] },
];

export function lastGoogleUserText(body: GoogleRequestBody): string {
  for (const c of [...(body.contents ?? [])].reverse()) {
    if (c.role !== 'user') continue;
    const text = c.parts.filter((p) => typeof p.text === 'string').map((p) => p.text);
    if (text.length) return text.join('');
  }
  return '';
}

/** Without a script: JSON mode with a schema gets a value made from it, anything else an echo. */
export function defaultGoogleReply(req: GoogleRequest): ScriptedReply {
  const config = req.body.generationConfig;
  if (config?.responseMimeType === 'application/json' && config.responseSchema) {
    return { json: sampleFromSchema(lowerTypes(config.responseSchema)) };
  }
  return { text: `echo: ${lastGoogleUserText(req.body)}` };
}

/** Google's OpenAPI subset may spell types in capitals (OBJECT, STRING). */
function lowerTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(lowerTypes);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === 'type' && typeof v === 'string' ? v.toLowerCase() : lowerTypes(v),
    ]),
  );
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function googleError(res: ServerResponse, code: number, message: string) {
  sendJson(res, code, { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } });
}

function usageOf({ prompt_tokens, completion_tokens }: Usage = DEFAULT_USAGE) {
  return {
    promptTokenCount: prompt_tokens,
    candidatesTokenCount: completion_tokens,
    totalTokenCount: prompt_tokens + completion_tokens,
  };
}

/**
 * A real Google Generative Language API server on 127.0.0.1: models/{m}:generateContent (JSON),
 * :streamGenerateContent?alt=sse, function calls, JSON mode, :embedContent and
 * :batchEmbedContents, x-goog-api-key checks, the API's error bodies, and GET /v1beta/models.
 */
export async function startGoogleTestServer(
  options: GoogleTestServerOptions = {},
): Promise<GoogleTestServer> {
  const models = options.models ?? DEFAULT_MODELS;
  const dimensions = options.embeddingDimensions ?? 8;
  const authorized = (req: GoogleRequest, res: ServerResponse) => {
    if (!keyAccepted(req.headers['x-goog-api-key'] ?? req.query.get('key'), options.apiKey)) {
      googleError(res, 400, 'API key not valid. Please pass a valid API key.');
      return false;
    }
    return true;
  };
  const server = await startScriptedServer<GoogleRequestBody>(
    [
      {
        method: 'GET',
        path: /^\/v1beta\/models$/,
        handle({ req, res }) {
          if (!authorized(req, res)) return;
          const size = Math.min(Number(req.query.get('pageSize') ?? 50) || 50, 1000);
          const from = Number(req.query.get('pageToken') ?? 0) || 0;
          const page = models.slice(from, from + size);
          sendJson(res, 200, {
            models: page.map((m) => ({
              name: `models/${m.id}`,
              displayName: m.id,
              supportedGenerationMethods: m.methods,
            })),
            ...(from + size < models.length ? { nextPageToken: String(from + size) } : {}),
          });
        },
      },
      {
        method: 'POST',
        path: /^\/v1beta\/models\/([^/:]+):(embedContent|batchEmbedContents)$/,
        handle({ req, res, params }) {
          if (!authorized(req, res)) return;
          const texts =
            params[1] === 'embedContent'
              ? [req.body.content]
              : (req.body.requests ?? []).map((r) => r.content);
          if (texts.some((c) => !c?.parts?.length)) return googleError(res, 400, 'content.parts is required');
          const values = texts.map((c) => ({
            values: embedText(c?.parts.map((p) => p.text ?? '').join('') ?? '', dimensions),
          }));
          sendJson(
            res,
            200,
            params[1] === 'embedContent' ? { embedding: values[0] } : { embeddings: values },
          );
        },
      },
      {
        method: 'POST',
        path: /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/,
        async handle({ req, res, params, reply, pause }) {
          if (!authorized(req, res)) return;
          const [model, method] = params;
          if (!models.some((m) => m.id === model))
            return googleError(res, 404, `models/${model} is not found`);
          if (!req.body.contents?.length) return googleError(res, 400, 'contents is not specified');
          const answer = await reply();
          if ('error' in answer) return googleError(res, answer.error.status, answer.error.message);
          const text = replyText(answer);
          const calls = replyToolCalls(answer);
          const callParts = calls.map((c) => ({ functionCall: { name: c.name, args: argumentsObject(c) } }));
          const usageMetadata = usageOf(answer.usage);
          const candidate = (parts: GooglePart[], finishReason?: string) => ({
            candidates: [
              { content: { role: 'model', parts }, index: 0, ...(finishReason ? { finishReason } : {}) },
            ],
            modelVersion: model,
          });
          if (method === 'generateContent') {
            await pause();
            return sendJson(res, 200, {
              ...candidate([...(text ? [{ text }] : []), ...callParts], 'STOP'),
              usageMetadata,
            });
          }
          if (req.query.get('alt') !== 'sse')
            return googleError(res, 400, 'this test server streams only alt=sse');
          startEventStream(res);
          const pieces = text ? chunkText(text) : [];
          for (const piece of pieces) {
            if (!(await pause())) return;
            writeEvent(res, candidate([{ text: piece }]));
          }
          if (!(await pause())) return;
          writeEvent(res, {
            ...candidate(callParts.length ? callParts : [{ text: '' }], 'STOP'),
            usageMetadata,
          });
          res.end();
        },
      },
    ],
    defaultGoogleReply,
    options,
    googleError,
  );
  return { ...server, baseURL: `${server.url}/v1beta` };
}
