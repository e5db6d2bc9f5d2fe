import type { CanvasEdge, CanvasNode } from './canvasGraph.ts';

export interface NewConnection {
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
}

/**
 * The edge a new connection adds, shaped like the peer's so its flows and ours read the same: id
 * from both ends; on a flow-handle (agentflow) canvas the colours of both nodes and the branch
 * label when the source has several outputs (a condition's row index or Else, Human Input's
 * proceed / reject); on a typed (chatflow) canvas the peer's plain 'buttonedge'.
 */
export function newEdge(
  connection: NewConnection,
  source: CanvasNode | undefined,
  target: CanvasNode | undefined,
  anchors: 'typed' | 'flow' = 'flow',
): CanvasEdge {
  const sourceHandle = connection.sourceHandle ?? null;
  const targetHandle = connection.targetHandle ?? null;
  const id = `${connection.source}-${sourceHandle}-${connection.target}-${targetHandle}`;
  if (anchors === 'typed') {
    return {
      id,
      source: connection.source,
      target: connection.target,
      sourceHandle,
      targetHandle,
      type: 'buttonedge',
    };
  }
  const outputs = source?.data?.outputAnchors ?? [];
  const anchor = outputs.find((o) => o.id === sourceHandle);
  const data: Record<string, unknown> = {
    sourceColor: source?.data?.color,
    targetColor: target?.data?.color,
    isHumanInput: source?.data?.name === 'humanInputAgentflow',
  };
  if (outputs.length > 1 && anchor) {
    data.edgeLabel = source?.data?.name === 'humanInputAgentflow' ? anchor.name : anchor.label;
  }
  return {
    id,
    source: connection.source,
    target: connection.target,
    sourceHandle,
    targetHandle,
    type: 'agentFlow',
    data,
  };
}
