/**
 * The physical floor for bench/peer.ts, in a process of its own like the two servers: a bare
 * Fastify app whose POST /api/v1/prediction/:id calls the model server at MODEL_BASE_URL with the
 * ai SDK and answers {text}, or with `streaming: true` the text deltas as the peer's `token`
 * events and an `end` event. No database, no flow, no checks: what any server must at least do.
 * Prints `ready at <url>` once listening.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText } from 'ai';
import Fastify from 'fastify';

const model = createOpenAICompatible({
  name: 'floor',
  baseURL: String(process.env.MODEL_BASE_URL),
}).chatModel('bench-model');
const app = Fastify();
app.post<{ Body: { question: string; streaming?: boolean } }>(
  '/api/v1/prediction/:id',
  async (req, reply) => {
    if (!req.body.streaming) {
      const result = await generateText({ model, prompt: req.body.question, maxRetries: 0 });
      return { text: result.text };
    }
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for await (const delta of streamText({ model, prompt: req.body.question, maxRetries: 0 }).textStream)
      reply.raw.write(`message:\ndata:${JSON.stringify({ event: 'token', data: delta })}\n\n`);
    reply.raw.end(`message:\ndata:${JSON.stringify({ event: 'end', data: '[DONE]' })}\n\n`);
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
