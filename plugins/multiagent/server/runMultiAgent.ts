import type { FlowRunRequest, FlowRunResult } from '../../../host/server/engine/flowRunner.ts';

/** Placeholder until the supervisor and sequential runners land: says so instead of failing obscurely. */
export async function runMultiAgent(_req: FlowRunRequest): Promise<FlowRunResult> {
  return { status: 'ERROR', text: '', error: 'Multi-agent flows cannot run yet on this server' };
}
