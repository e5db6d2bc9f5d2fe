import type { CanvasConfig } from '../../flows/web/canvas/canvasConfig.ts';
import { agentflowNodes } from '../index.ts';

/** The agent-flow (v2) canvas: its 15 node types and a Start node in every new flow. */
export const agentflowCanvasConfig: CanvasConfig = {
  flowType: 'AGENTFLOW',
  basePath: '/v2/agentcanvas',
  listPath: '/agentflows',
  newFlowName: 'Untitled Agentflow',
  nodeNames: agentflowNodes.map((d) => d.name),
  startNode: 'startAgentflow',
};
