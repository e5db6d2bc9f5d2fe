import type { Flow, MessageText } from '../../../node-registry/flow.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { allowedSandboxModules } from '../../../host/server/sandbox/modules/sandboxModuleList.ts';
import { migrateFlow } from '../../../node-registry/migrate.ts';
import { FlowDataError, normalizeFlow } from '../../../node-registry/normalizeFlow.ts';
import { validateFlow, validateOptionsFor } from '../../../node-registry/rules/validateFlow.ts';
import { checkFlowReferences } from './checkFlowReferences.ts';
import { memorySessionId } from '../common/memorySessionId.ts';
import { applyOverrides } from './overrideConfig.ts';
import type { FlowRow, PredictionOutcome, PredictionRun } from './predictionRun.ts';
import { runAgentflow } from './runAgentflow.ts';
import { runFlowKind } from './runFlowKind.ts';
import { startRunTrace, traced } from './runTrace.ts';

export { type FlowRow, PREDICTION_TIMEOUT_MS, type PredictionRun } from './predictionRun.ts';

/** A flow failed validation: the diagnostics go back to the client (400). */
/**
 * Flow types the host engine runs: agent flows, and assistant flows (a custom assistant runs as
 * an agent flow: Start and an Agent node, the peer's ASSISTANT type).
 */
const ENGINE_TYPES = new Set(['AGENTFLOW', 'ASSISTANT']);

export class FlowInvalidError extends Error {
  constructor(readonly errors: { nodeId?: string; message: string; say?: MessageText; field?: string }[]) {
    super(`The flow has ${errors.length} validation error(s)`);
  }
}

/**
 * Parses, migrates and validates a saved flow of a kind that runs here (agent flows on the host
 * engine, other types through the runner a plugin registered); throws FlowInvalidError with the list.
 */
export function loadRunnableFlow(ctx: PredictionRun['ctx'], row: FlowRow) {
  if (!ENGINE_TYPES.has(row.type) && !ctx.flowRunners.has(row.type))
    throw httpError(400, `Flow ${row.id} is a ${row.type}; no runner for this flow type is loaded`);
  const cache = validFlows(ctx.registry.nodes);
  const sandboxModules = allowedSandboxModules(); // the operator's list is read from the environment
  const key = `${row.type}\n${sandboxModules.join(',')}\n${row.flow_data}`;
  const known = cache.get(key);
  if (known) return known;
  const flow = parseRunnableFlow(ctx, row, sandboxModules);
  if (row.flow_data.length <= MAX_CACHED_FLOW_CHARS) {
    cache.set(key, flow);
    if (cache.size > MAX_CACHED_FLOWS) cache.delete(cache.keys().next().value as string);
  }
  return flow;
}

/**
 * Flows that passed, by type, allowed sandbox modules and saved text, per node registry (each
 * server has its own): the route checks a flow and the run loads it again, and a chat asks the same
 * flow many times. Runs never change it (applyOverrides works on a copy).
 */
const validFlowsByRegistry = new WeakMap<object, Map<string, Flow>>();
const MAX_CACHED_FLOWS = 50;
const MAX_CACHED_FLOW_CHARS = 1_000_000;

function validFlows(registry: object): Map<string, Flow> {
  let cache = validFlowsByRegistry.get(registry);
  if (!cache) {
    cache = new Map();
    validFlowsByRegistry.set(registry, cache);
  }
  return cache;
}

function parseRunnableFlow(ctx: PredictionRun['ctx'], row: FlowRow, sandboxModules: string[]): Flow {
  let flow: ReturnType<typeof normalizeFlow>;
  try {
    flow = migrateFlow(normalizeFlow(row.flow_data), ctx.registry.nodes.migrations()).flow;
  } catch (err) {
    if (err instanceof FlowDataError) throw new FlowInvalidError([{ message: err.message }]);
    throw err;
  }
  const errors = validateFlow(flow, ctx.registry.nodes, {
    ...validateOptionsFor(row.type),
    sandboxModules,
  }).filter((d) => d.severity === 'error');
  if (errors.length) {
    throw new FlowInvalidError(
      errors.map((d) => ({ nodeId: d.nodeId, message: d.message, say: d.say, field: d.field })),
    );
  }
  return flow;
}

/**
 * loadRunnableFlow, and then what needs the database: tools and credentials the flow names must
 * exist in its workspace. Throws FlowInvalidError naming them.
 */
export async function checkRunnableFlow(ctx: PredictionRun['ctx'], row: FlowRow) {
  const flow = loadRunnableFlow(ctx, row);
  const errors = (await checkFlowReferences(ctx, row.workspace_id, flow)).filter(
    (d) => d.severity === 'error',
  );
  if (errors.length)
    throw new FlowInvalidError(
      errors.map((d) => ({ nodeId: d.nodeId, message: d.message, say: d.say, field: d.field })),
    );
  return flow;
}

/**
 * Runs a saved flow for a request, by its type: agent flows on the host engine (execution records,
 * resume, checkpoints), other kinds through their plugin's runner. Throws HttpError or
 * FlowInvalidError only before the run starts.
 */
export async function runPrediction(run: PredictionRun): Promise<PredictionOutcome> {
  const { ctx, flow: row, body } = run;
  const saved = loadRunnableFlow(ctx, row);
  const overrides = applyOverrides(saved, row.api_config, body.overrideConfig);
  const sessionId =
    overrides.sessionId ?? memorySessionId(overrides.flow) ?? body.chatId ?? crypto.randomUUID();
  const ids = { sessionId, chatId: body.chatId ?? sessionId };
  const chain = [...(run.chain ?? []), row.id];
  const trace = await startRunTrace(run, row, sessionId);
  const nested = (
    target: FlowRow,
    input: { question: string; overrideConfig?: Record<string, unknown> },
    signal: AbortSignal,
  ) =>
    runPrediction({
      ...run,
      flow: target,
      body: {
        question: input.question,
        ...(input.overrideConfig ? { overrideConfig: input.overrideConfig } : {}),
      },
      chain,
      signal,
      onEvent: undefined,
      traceParent: trace?.parent,
      trace: undefined,
      onOpened: undefined,
    });
  const tracedRun: PredictionRun = { ...run, ...(trace ? { trace } : {}) };
  return traced(trace, () => {
    if (ENGINE_TYPES.has(row.type)) return runAgentflow(tracedRun, overrides, ids, nested);
    const runner = ctx.flowRunners.get(row.type);
    if (!runner)
      throw httpError(400, `Flow ${row.id} is a ${row.type}; no runner for this flow type is loaded`);
    return runFlowKind(tracedRun, runner, overrides, ids, nested);
  });
}
