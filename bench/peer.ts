/**
 * Side by side with the peer product (Flowise), the same work against both in one run, rounds
 * alternating: the same agent flow file (the peer's published Translator template, Start -> LLM,
 * from ../shared/fixtures, its model switched to ChatOpenAI on the bench's instant OpenAI-compatible
 * model server), created on each side through its own API with an API key, then
 *  - predictions (not streamed) at 1, 4 and 16 clients: predictions/s and p50;
 *  - streamed predictions, 10 at once: time to the first token event, p50;
 *    both also against the floor: a bare Fastify route calling the same model server with the ai
 *    SDK in a process of its own (bench/floorServer.ts), the most any server could give;
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
import { startOpenAITestServer } from '../tests/llm/openaiTestServer.ts';
import { signInBench } from './flowsBench.ts';
import { peerFlowData, type Side } from './peerSide.ts';
import { startFloorProcess, startServerProcess } from './serverProcess.ts';
import { ANSWER, call, firstToken, load, type Measure, predict, timed } from './sideRequests.ts';

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
/** The whole list with each flow's data, as the peer's clients read it (the peer ignores the flag). */
const LIST = '/chatflows?type=AGENTFLOW&includeFlowData=true';
if (!PEER || !PEER_KEY) {
  console.error('usage: npx tsx bench/peer.ts --peer <url> --peer-key <API key> [--runs N] [--flows N]');
  process.exit(2);
}
const fixture = JSON.parse(
  await readFile(
    new URL('../../shared/fixtures/flowise-templates/agentflowsv2/Translator.json', import.meta.url),
    'utf8',
  ),
) as { nodes: unknown[]; edges: unknown[] };

const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-peer-'));
const llm = await startOpenAITestServer({ responder: () => ({ text: ANSWER }) });
const [server, floorServer] = await Promise.all([
  startServerProcess(dataDir, { DATABASE_URL: process.env.DATABASE_URL }),
  startFloorProcess(llm.baseURL),
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
/** What any server must at least do for a prediction (bench/floorServer.ts): the ratio's ceiling. */
const floor: Side = {
  name: 'floor',
  url: floorServer.url,
  key: '',
  made: [],
  pid: floorServer.pid,
  flowId: 'floor',
};

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

/** Each side's best of two rounds, alternating (ours, peer, floor, then backwards). */
async function compare(label: string, run: (side: Side) => Promise<Measure>, withFloor = false) {
  const order = withFloor ? [...sides, floor] : sides;
  const results = new Map<string, Measure[]>();
  for (const round of [order, [...order].reverse()])
    for (const side of round) results.set(side.name, [...(results.get(side.name) ?? []), await run(side)]);
  const best = (name: string) => {
    const xs = results.get(name) ?? [];
    return xs.length
      ? {
          perSecond: Math.max(...xs.map((x) => x.perSecond)),
          p50: Math.min(...xs.map((x) => x.p50)),
          cpuMs: Math.min(...xs.map((x) => x.cpuMs)),
        }
      : { perSecond: Number.NaN, p50: Number.NaN, cpuMs: Number.NaN };
  };
  const [o, p, f] = [best('ours'), best('peer'), best('floor')];
  const n = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1)).padStart(8);
  const r = (x: number) => (Number.isNaN(x) ? '-' : `${x.toFixed(1)}x`).padStart(6);
  console.log(
    [
      label.padEnd(36),
      n(o.perSecond),
      n(p.perSecond),
      n(f.perSecond),
      r(o.perSecond / p.perSecond),
      r(f.perSecond / p.perSecond),
      n(o.p50),
      n(p.p50),
      n(f.p50),
      r(p.p50 / o.p50),
      n(o.cpuMs),
      n(p.cpuMs),
      n(f.cpuMs),
      r(p.cpuMs / o.cpuMs),
    ].join(' '),
  );
}

try {
  for (const side of [...sides, floor]) for (let i = 0; i < 20; i++) await predict(side, -1 - i); // warm-up
  console.log(`side by side with the peer at ${PEER}, ${RUNS} requests a measure; ours first, then the peer`);
  const head = ['/s ours', '/s peer', '/s floor', 'o/p', 'f/p', 'p50 ours', 'p50 peer', 'p50 flr', 'p/o'];
  const cpuHead = ['CPU ours', 'CPU peer', 'CPU flr', 'p/o'];
  console.log(
    [
      'measure'.padEnd(36),
      ...[...head, ...cpuHead].map((h) => h.padStart(h.includes('/') && h.length === 3 ? 6 : 8)),
    ].join(' '),
  );
  for (const clients of [1, 4, 16])
    await compare(
      `prediction, ${clients} client(s)`,
      (side) => load(side, (i) => predict(side, i), clients, RUNS),
      true,
    );
  await compare(
    'streamed, 10 at once: first token',
    (side) => load(side, (i) => firstToken(side, i), 10, Math.max(RUNS / 2, 20)),
    true,
  );
  await compare('API keys list', (side) =>
    load(side, () => timed(() => call(side, 'GET', '/apikey')), 1, RUNS),
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
    const flows = (await call(side, 'GET', LIST)) as {
      flowData?: string;
    }[];
    const data = flows.filter((f) => f.flowData === side.listFlowData).length;
    if (data !== FLOWS) throw new Error(`${side.name}: ${data} of ${FLOWS} flows listed with their data`);
    console.log(
      `  ${side.name}: the list answers ${flows.length} flows, ${Math.round(JSON.stringify(flows).length / 1024)} KB`,
    );
  }
  await compare(`flows list with flow data, ${FLOWS}+ flows`, (side) =>
    load(side, () => timed(() => call(side, 'GET', LIST)), 1, Math.max(RUNS / 5, 10)),
  );
} finally {
  // the peer keeps its data: what the bench made there goes, so the next run lists the same
  for (const path of sides[1]?.made ?? []) await call(sides[1] as Side, 'DELETE', path).catch(() => {});
  await Promise.all([server.stop(), floorServer.stop()]);
  await llm.close();
  await rm(dataDir, { recursive: true, force: true });
}
