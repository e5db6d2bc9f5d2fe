import type { Flow } from '../../../../node-registry/flow.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';

/**
 * An action a kind's canvas page adds to the flow menu (e.g. the multi-agent canvas's "Convert to
 * Agentflow v2"). It runs with the flow as the canvas holds it now and its saved record.
 */
export interface CanvasAction {
  label: string;
  run(flow: Flow, record: FlowRecord): void | Promise<void>;
}
