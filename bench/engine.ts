/**
 * Engine overhead per node: a chain of N nodes whose executor returns at once (an "instant model"),
 * run through runFlow, against a baseline that awaits the same executors in a plain loop.
 * Includes template resolution, state copies, events and executed-data records; no database.
 * Run: npx tsx bench/engine.ts [nodes] [runs]
 */
import { performance } from 'node:perf_hooks';
import type { NodeExecutor } from '../host/server/engine/engineTypes.ts';
import { runFlow } from '../host/server/engine/runFlow.ts';
import { flowEdge, flowNode, flowOf } from '../host/server/engine/testFlow.ts';

const nodes = Number(process.argv[2] ?? 50);
const runs = Number(process.argv[3] ?? 200);

const instant: NodeExecutor = {
  async run(ctx) {
    return { output: { content: String(ctx.inputs.text ?? '') }, stateUpdates: { last: ctx.node.id } };
  },
};
const start: NodeExecutor = { run: async () => ({ output: {}, initialState: { topic: 'x' } }) };
const executors = { get: (name: string) => (name === 'start' ? start : instant) };

const list = [flowNode('start_0', 'start')];
for (let i = 0; i < nodes; i++) {
  list.push(
    flowNode(`text_${i}`, 'text', {
      text: `{{question}} {{$flow.state.topic}} ${i > 0 ? `{{text_${i - 1}}}` : ''}`,
    }),
  );
}
const edges = list.slice(1).map((n, i) => flowEdge(list[i]?.id as string, n.id));
const flow = flowOf(list, edges);
const services = { credential: async () => ({ credentialName: '', data: {} }), allowPrivate: false as const };

async function engineRun() {
  const r = await runFlow({
    flow,
    flowId: 'bench',
    workspaceId: 'w',
    executors,
    input: { question: 'q', sessionId: 's', chatId: 'c' },
    services,
    onEvent: () => {},
  });
  if (r.status !== 'FINISHED') throw new Error(r.error);
}

async function baselineRun() {
  for (const n of list) {
    // biome-ignore lint/suspicious/noExplicitAny: the baseline hands the executor only what it reads
    await executors.get(n.data.name).run({ node: n, inputs: n.data.inputs ?? {} } as any);
  }
}

for (let i = 0; i < 20; i++) await engineRun();
let t = performance.now();
for (let i = 0; i < runs; i++) await engineRun();
const engineMs = (performance.now() - t) / runs;
t = performance.now();
for (let i = 0; i < runs; i++) await baselineRun();
const baseMs = (performance.now() - t) / runs;
const perNode = (engineMs - baseMs) / (nodes + 1);
console.log(
  `engine: ${engineMs.toFixed(3)} ms per run of ${nodes + 1} nodes; baseline ${baseMs.toFixed(3)} ms; ` +
    `overhead ${(perNode * 1000).toFixed(1)} µs per node (goal < 1 ms)`,
);
