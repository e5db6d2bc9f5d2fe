import { formatPrompt } from '../../common/formatPrompt.ts';
import type { Answer, AnswerContext, ChatflowComponent, ChatModelInstance } from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { extractJson } from './outputParsers.ts';
import { instanceOf, objectInput } from '../componentInputs.ts';
import { str } from './inputValues.ts';

/** The API's answer is cut to this many characters before the model reads it. */
const MAX_RESPONSE_CHARS = 8000;

const GET_URL_PROMPT = `You are given the documentation of an API:
{api_docs}

Write the full URL of one GET request that answers the question below. Use only what the documentation describes, keep the answer short, and reply with the URL alone.

Question: {question}
URL:`;

const POST_URL_PROMPT = `You are given the documentation of an API:
{api_docs}

Write one POST request that answers the question below, as JSON with two keys: "url" (the full URL) and "data" (the JSON body). Use only what the documentation describes and reply with the JSON alone.

Question: {question}
JSON:`;

const ANSWER_PROMPT = `You are given the documentation of an API:
{api_docs}

Question: {question}
Request made: {api_url}
{api_body}
The API answered:
{api_response}

Answer the question from the API's answer. If it does not hold the answer, say so.`;

interface ApiChain {
  model: ChatModelInstance;
  docs: string;
  headers: Record<string, string>;
  urlPrompt: string;
  answerPrompt: string;
  method: 'GET' | 'POST';
}

function requestOf(method: ApiChain['method'], text: string): { url: string; body?: unknown } {
  if (method === 'GET') return { url: text.trim().split(/\s+/)[0] ?? '' };
  const parsed = extractJson(text) as { url?: unknown; data?: unknown };
  if (typeof parsed?.url !== 'string')
    throw new Error('The model did not give the request as {"url", "data"}');
  return { url: parsed.url, body: parsed.data ?? {} };
}

/**
 * API chain: the model reads the documentation and writes the request, the request goes out
 * through the guarded fetch (private addresses refused unless allowed), and the model answers
 * from what came back.
 */
async function callApi(chain: ApiChain, ctx: AnswerContext): Promise<Answer> {
  const values = { api_docs: chain.docs, question: ctx.question };
  const planned = await callModel(
    chain.model,
    { messages: [{ role: 'user', content: formatPrompt(chain.urlPrompt, values) }] },
    { signal: ctx.run.signal },
  );
  ctx.reportUsage(planned.usage);
  const { url, body } = requestOf(chain.method, planned.text);
  if (!/^https?:\/\//i.test(url)) throw new Error('The model did not write an http(s) URL');
  const { createGuardedWebFetch } = await import('../../../../host/server/sandbox/guardedWebFetch.ts');
  const res = await createGuardedWebFetch({ allowPrivate: ctx.run.services.allowPrivate })(url, {
    method: chain.method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...chain.headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: ctx.run.signal,
  });
  const text = (await res.text()).slice(0, MAX_RESPONSE_CHARS);
  const reply = await callModel(
    chain.model,
    {
      messages: [
        {
          role: 'user',
          content: formatPrompt(chain.answerPrompt, {
            ...values,
            api_url: `${chain.method} ${url}`,
            api_body: body !== undefined ? `Body: ${JSON.stringify(body)}\n` : '',
            api_response: `${res.status} ${text}`,
          }),
        },
      ],
    },
    { signal: ctx.run.signal, onToken: ctx.token },
  );
  ctx.reportUsage(reply.usage);
  return { text: reply.text };
}

function apiChain(method: ApiChain['method']): ChatflowComponent {
  return {
    async init(ctx): Promise<ApiChain> {
      const docs = str(ctx.inputs.apiDocs);
      if (!docs) throw new Error('Paste the API documentation');
      const headers = Object.fromEntries(
        Object.entries(objectInput(ctx, 'headers') ?? {}).map(([k, v]) => [k, String(v)]),
      );
      // credentials in headers never reach records or logs
      for (const [k, v] of Object.entries(headers))
        if (/auth|key|token|secret|cookie/i.test(k)) ctx.run.addSecret(v);
      return {
        model: instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel'),
        docs,
        headers,
        urlPrompt: str(ctx.inputs.urlPrompt) ?? (method === 'GET' ? GET_URL_PROMPT : POST_URL_PROMPT),
        answerPrompt: str(ctx.inputs.ansPrompt) ?? ANSWER_PROMPT,
        method,
      };
    },
    answer: (instance, ctx) => callApi(instance as ApiChain, ctx),
  };
}

export const apiChainComponents: Record<string, ChatflowComponent> = {
  getApiChain: apiChain('GET'),
  postApiChain: apiChain('POST'),
};
