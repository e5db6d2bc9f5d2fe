import type { EdgeTypes, NodeTypes } from '@xyflow/react';
import { UNKNOWN_NODE_TYPE } from '../../common/canvasGraph.ts';
import { AgentFlowEdge } from './nodes/AgentFlowEdge.tsx';
import { AgentFlowNode } from './nodes/AgentFlowNode.tsx';
import { IterationNode } from './nodes/IterationNode.tsx';
import { StickyNoteNode } from './nodes/StickyNoteNode.tsx';
import { TypedFlowNode } from './nodes/typed/TypedFlowNode.tsx';
import { UnknownNode } from './nodes/UnknownNode.tsx';

/** The canvas's node renderers, one object for the app's life (a new one re-mounts every node). */
export const NODE_TYPES: NodeTypes = {
  agentFlow: AgentFlowNode,
  stickyNote: StickyNoteNode,
  iteration: IterationNode,
  customNode: TypedFlowNode,
  [UNKNOWN_NODE_TYPE]: UnknownNode,
};

/** 'buttonedge' is the peer's chatflow edge: drawn like ours, without branch labels. */
export const EDGE_TYPES: EdgeTypes = { agentFlow: AgentFlowEdge, buttonedge: AgentFlowEdge };
