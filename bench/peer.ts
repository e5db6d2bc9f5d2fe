/**
 * Side by side with the peer product (Flowise), the same work against both in one run, rounds
 * alternating: the same agent flow file (the peer's published Translator template, Start -> LLM,
 * from ../shared/fixtures, its model switched to ChatOpenAI on the bench's instant OpenAI-compatible
 * model server), created on each side through its own API with an API key, then
 *  - predictions (not streamed) at 1, 4 and 16 clients: predictions/s and p50;
 *  - streamed predictions, 10 at once: time to the first token event, p50;
 *  - the flows list with flow data (GET /api/v1/chatflows, what the peer's clients ask for) with
 *    `--flows` flows of ~12 KB each;
 *  - the API-key list (GET /api/v1/apikey).
 * Each server runs in its own process, ours as `npm start` runs it on a fresh data folder with the
 * embedded database (DATABASE_URL: on that PostgreSQL database instead); the bench's clients and
 * model server share this process and serve both.
 * The peer is not part of this project: install and start it in a scratch folder (README,
 * Performance), then
 *   npx tsx bench/peer.ts --peer http://127.0.0.1:3950 --peer-key <API key> [--peer-pid P] [--runs N] [--flows N]
 * With the peer's process id, each side's CPU ms per request is read from /proc (every thread of
 * the server process; a database server's own process is not counted, so on PGlite ours includes
 * its database and the peer on PostgreSQL does not): on a busy machine it moves less than times.
 */
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { signInBench } from './flowsBench.ts';
import { peerFlowData, type Side } from './peerSide.ts';
import { processCpuMs, startServerProcess } from './serverProcess.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PEER = arg('peer', process.env.PEER_URL);
const PEER_KEY = arg('peer-key', process.env.PEER_API_KEY);
const RUNS = Number(arg('runs', '100'));
const FLOWS = Number(arg('flows', '200'));
const PEER_PID = Number(arg('peer-pid', '0'));
if (!PEER || !PEER_KEY) {
  console.error('usage: npx tsx bench/peer.ts --peer <url> --peer-key <API key> [--runs N] [--flows N]');
  process.exit(2);
}
const ANSWER = 'one two three four five six seven eight nine ten';
const fixture = JSON.parse(
  await readFile(
    new URL('../../shared/fixtures/flowise-templates/agentflowsv2/Translator.json', import.meta.url),
    'utf8',
  ),
) as { nodes: unknown[]; edges: unknown[] };

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-peer-'));
const [llm, server] = await Promise.all([
  startOpenAITestServer({ responder: () => ({ text: ANSWER }) }),
  startServerProcess(dataDir, { DATABASE_URL: process.env.DATABASE_URL }),
]);
const { url } = server;

/** An API key on our side, made by the signed-in admin as a user would. */
async function ourKey(): Promise<string> {
  const cookie = await signInBench(url);
  const res = await fetch(`${url}/api/v1/apikey`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ keyName: 'bench' }),
  });
  const created = (await res.json()) as { apiKey?: string };
  if (res.status !== 201 || !created.apiKey)
    throw new Error(`our API key: ${res.status} ${JSON.stringify(created)}`);
  return created.apiKey;
}

const sides: Side[] = [
  { name: 'ours', url, key: await ourKey(), made: [], pid: server.pid },
  { name: 'peer', url: PEER, key: PEER_KEY, made: [], pid: PEER_PID },
];

async function call(side: Side, method: string, path: string, body?: unknown): Promise<unknown> {
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

/** Each side's credential for the model server, and the flow on it. */
for (const side of sides) {
  const credential = (await call(side, 'POST', '/credentials', {
    name: `bench ${Date.now()}`,
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-bench' },
  })) as { id: string };
  const flowData = peerFlowData(fixture, credential.id, llm.baseURL);
  const flow = (await call(side, 'POST', '/chatflows', {
    name: `peer bench ${Date.now()}`,
    type: 'AGENTFLOW',
    flowData: JSON.stringify(flowData),
  })) as { id: string };
  side.flowId = flow.id;
  side.made.push(`/chatflows/${flow.id}`, `/credentials/${credential.id}`);
  side.listFlowData = JSON.stringify({ ...flowData, padding: 'x'.repeat(11_000) });
}

async function predict(side: Side, i: number): Promise<number> {
  const sent = performance.now();
  const answer = (await call(side, 'POST', `/prediction/${side.flowId}`, {
    question: `question ${i}`,
    chatId: `bench-${side.name}-${i}`,
  })) as { text?: string };
  if (answer.text !== ANSWER)
    throw new Error(`${side.name}: wrong answer ${JSON.stringify(answer).slice(0, 300)}`);
  return performance.now() - sent;
}

async function firstToken(side: Side, i: number): Promise<number> {
  const sent = performance.now();
  const res = await fetch(`${side.url}/api/v1/prediction/${side.flowId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${side.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question: `stream ${i}`, streaming: true, chatId: `bench-s-${side.name}-${i}` }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`${side.name} stream: ${res.status}`);
  let first = 0;
  let text = '';
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const line = block.split('\n').find((l) => l.startsWith('data:'));
      if (!line) continue;
      const event = JSON.parse(line.slice(5)) as { event: string; data: unknown };
      if (event.event === 'token' && String(event.data)) {
        if (!first) first = performance.now() - sent;
        text += String(event.data);
      }
    }
  }
  if (text.trim() !== ANSWER) throw new Error(`${side.name} stream: wrong text ${JSON.stringify(text)}`);
  return first;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Measure {
  perSecond: number;
  p50: number;
  /** The server process's CPU ms per request (every thread), when its pid is known. */
  cpuMs: number;
}

/** `clients` loops sending `total` requests between them to `side`. */
async function load(
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

/** Both sides, rounds alternating (ours, peer, peer, ours); each side's best. */
async function compare(label: string, run: (side: Side) => Promise<Measure>) {
  const results = new Map<string, Measure[]>();
  for (const order of [sides, [...sides].reverse()])
    for (const side of order) results.set(side.name, [...(results.get(side.name) ?? []), await run(side)]);
  const best = (name: string) => {
    const xs = results.get(name) ?? [];
    return {
      perSecond: Math.max(...xs.map((x) => x.perSecond)),
      p50: Math.min(...xs.map((x) => x.p50)),
      cpuMs: Math.min(...xs.map((x) => x.cpuMs)),
    };
  };
  const [o, p] = [best('ours'), best('peer')];
  const cells = (a: number, b: number, ratio: number) =>
    `${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(8)} ${`${ratio.toFixed(1)}x`.padStart(7)}`;
  console.log(
    `${label.padEnd(36)} ${cells(o.perSecond, p.perSecond, o.perSecond / p.perSecond)}   ${cells(o.p50, p.p50, p.p50 / o.p50)}   ${cells(o.cpuMs, p.cpuMs, p.cpuMs / o.cpuMs)}`,
  );
}

try {
  for (const side of sides) for (let i = 0; i < 20; i++) await predict(side, -1 - i); // warm-up
  console.log(`side by side with the peer at ${PEER}, ${RUNS} requests a measure; ours first, then the peer`);
  console.log(
    `${'measure'.padEnd(36)} ${['/s ours', '/s peer', 'ratio', '', 'p50 ours', 'p50 peer', 'ratio', '', 'CPU ours', 'CPU peer', 'ratio'].map((h) => (h ? h.padStart(h === 'ratio' ? 7 : 8) : ' ')).join(' ')}`,
  );
  for (const clients of [1, 4, 16])
    await compare(`prediction, ${clients} client(s)`, (side) =>
      load(side, (i) => predict(side, i), clients, RUNS),
    );
  await compare('streamed, 10 at once: first token', (side) =>
    load(side, (i) => firstToken(side, i), 10, Math.max(RUNS / 2, 20)),
  );
  await compare('API keys list', (side) =>
    load(
      side,
      async () => {
        const sent = performance.now();
        await call(side, 'GET', '/apikey');
        return performance.now() - sent;
      },
      1,
      RUNS,
    ),
  );
  for (const side of sides)
    for (let i = 0; i < FLOWS; i++) {
      const flow = (await call(side, 'POST', '/chatflows', {
        name: `listed ${i}`,
        type: 'AGENTFLOW',
        flowData: side.listFlowData,
      })) as { id: string };
      side.made.push(`/chatflows/${flow.id}`);
    }
  for (const side of sides) {
    const flows = (await call(side, 'GET', '/chatflows?type=AGENTFLOW&includeFlowData=true')) as {
      flowData?: string;
    }[];
    const data = flows.filter((f) => f.flowData === side.listFlowData).length;
    if (data !== FLOWS) throw new Error(`${side.name}: ${data} of ${FLOWS} flows listed with their data`);
    console.log(
      `  ${side.name}: the list answers ${flows.length} flows, ${Math.round(JSON.stringify(flows).length / 1024)} KB`,
    );
  }
  await compare(`flows list with flow data, ${FLOWS}+ flows`, (side) =>
    load(
      side,
      async () => {
        const sent = performance.now();
        await call(side, 'GET', '/chatflows?type=AGENTFLOW&includeFlowData=true');
        return performance.now() - sent;
      },
      1,
      Math.max(RUNS / 5, 10),
    ),
  );
} finally {
  // the peer keeps its data: what the bench made there goes, so the next run lists the same
  for (const path of sides[1]?.made ?? []) await call(sides[1] as Side, 'DELETE', path).catch(() => {});
  await server.stop();
  await llm.close();
  await rm(dataDir, { recursive: true, force: true });
}
