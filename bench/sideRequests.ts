import { performance } from 'node:perf_hooks';
import type { Side } from './peerSide.ts';
import { processCpuMs } from './serverProcess.ts';
import { sseEvents } from './sseEvents.ts';

/** What the bench's instant model answers, on every side. */
export const ANSWER = 'one two three four five six seven eight nine ten';

/** A request with the side's API key; the answer's JSON, or an error naming side and status. */
export async function call(side: Side, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${side.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${side.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300)
    throw new Error(`${side.name} ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** ms for `request`. */
export async function timed(request: () => Promise<unknown>): Promise<number> {
  const sent = performance.now();
  await request();
  return performance.now() - sent;
}

/** One prediction, not streamed: ms until the whole answer, checked. */
export async function predict(side: Side, i: number): Promise<number> {
  const sent = performance.now();
  const answer = (await call(side, 'POST', `/prediction/${side.flowId}`, {
    question: `question ${i}`,
    chatId: `bench-${side.name}-${i}`,
  })) as { text?: string };
  if (answer.text !== ANSWER)
    throw new Error(`${side.name}: wrong answer ${JSON.stringify(answer).slice(0, 300)}`);
  return performance.now() - sent;
}

/** One streamed prediction: ms to its first non-empty `token` event; the whole text is checked. */
export async function firstToken(side: Side, i: number): Promise<number> {
  const sent = performance.now();
  const res = await fetch(`${side.url}/api/v1/prediction/${side.flowId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${side.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question: `stream ${i}`, streaming: true, chatId: `bench-s-${side.name}-${i}` }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`${side.name} stream: ${res.status}`);
  let first = 0;
  let text = '';
  for await (const event of sseEvents(res.body as AsyncIterable<Uint8Array>)) {
    if (event.event !== 'token' || !String(event.data)) continue;
    if (!first) first = performance.now() - sent;
    text += String(event.data);
  }
  if (text.trim() !== ANSWER) throw new Error(`${side.name} stream: wrong text ${JSON.stringify(text)}`);
  return first;
}

export interface Measure {
  perSecond: number;
  p50: number;
  /** The server process's CPU ms per request (every thread), when its pid is known. */
  cpuMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** `clients` loops sending `total` requests between them to `side`. */
export async function load(
  side: Side,
  send: (i: number) => Promise<number>,
  clients: number,
  total: number,
): Promise<Measure> {
  let next = 0;
  const times: number[] = [];
  const cpu = side.pid ? processCpuMs(side.pid) : Number.NaN;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) times.push(await send(next++));
    }),
  );
  const perSecond = total / ((performance.now() - t) / 1000);
  const cpuMs = side.pid ? (processCpuMs(side.pid) - cpu) / total : Number.NaN;
  return { perSecond, p50: median(times), cpuMs };
}
