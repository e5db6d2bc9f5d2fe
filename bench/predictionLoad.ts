/**
 * The client side of bench/prediction-throughput.ts, in a process of its own so that the bench's
 * CPU figures are the server's alone: the instant model server and the clients that send
 * predictions back to back. Spoken to over the fork's IPC channel (PredictionLoadMessage).
 */
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';

export const ANSWER = 'an instant answer';

export type PredictionLoadMessage =
  | { type: 'measure'; target: string; chat: boolean; clients: number; total: number; first: number }
  | { type: 'close' };

export type PredictionLoadReply =
  | { type: 'model'; baseURL: string }
  | { type: 'measured'; seconds: number }
  | { type: 'failed'; message: string };

async function post(target: string, body: unknown): Promise<void> {
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { text?: string };
  if (res.status !== 200 || answer.text !== ANSWER)
    throw new Error(`status ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
}

/** `clients` loops sending `total` predictions between them; the seconds it took. */
async function measure(m: Extract<PredictionLoadMessage, { type: 'measure' }>): Promise<number> {
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: m.clients }, async () => {
      while (next < m.total) {
        const i = m.first + next++;
        await post(m.target, m.chat ? { question: `q${i}`, chatId: `c${i}` } : { question: `q${i}` });
      }
    }),
  );
  return (performance.now() - t) / 1000;
}

if (process.send) {
  const reply = (r: PredictionLoadReply) => process.send?.(r);
  const llm = await startOpenAITestServer({ responder: () => ({ text: ANSWER }) });
  process.on('message', (m: PredictionLoadMessage) => {
    if (m.type === 'close') {
      llm.close().finally(() => process.exit(0));
      return;
    }
    measure(m).then(
      (seconds) => reply({ type: 'measured', seconds }),
      (err: Error) => reply({ type: 'failed', message: err.message }),
    );
  });
  reply({ type: 'model', baseURL: llm.baseURL });
}
