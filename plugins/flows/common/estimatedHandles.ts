import type { CanvasNode } from './canvasGraph.ts';
import { offeredOutputs } from './chooseOutput.ts';
import { inputHandles, paramRows } from './typedNodeRows.ts';

/** A handle as the canvas library takes it before it has measured the node (its NodeHandle). */
export interface EstimatedHandle {
  id: string;
  type: 'source' | 'target';
  position: 'left' | 'right';
  x: number;
  y: number;
  width: number;
  height: number;
}

export type EstimatedNode<N extends CanvasNode> = N & {
  measured: { width: number; height: number };
  handles: EstimatedHandle[];
};

/**
 * Added to a guessed size: the browser measures whole pixels, so the first real measuring always
 * differs from the guess and replaces it (with the real handles).
 */
const UNMEASURED = 0.5;

/** The usual size of a flow node (icon and label) and of one output row. */
const WIDTH = 200;
const HEIGHT = 52;
const ROW = 20;
const HANDLE = 10;

/**
 * A flow node with a guessed size and handles. The canvas library draws every node it has not
 * measured at least once, even with only the nodes in view drawn; with a guess it draws only
 * those in view and measures each one when it first comes into view (the guess is then dropped,
 * see withoutEstimate). Containers and notes are left alone: they are few and sized by the flow.
 */
export function withEstimatedHandles<N extends CanvasNode>(node: N): N | EstimatedNode<N> {
  if (node.type === 'customNode' && !node.measured) return withTypedEstimate(node);
  if (node.type !== 'agentFlow' || node.measured) return node;
  const outputs = node.data.hideOutput ? [] : (node.data.outputAnchors ?? []);
  const height = outputs.length > 1 ? HEIGHT + ROW * (outputs.length - 1) : HEIGHT;
  const handles: EstimatedHandle[] = [];
  const handle = (id: string, type: 'source' | 'target', y: number): EstimatedHandle => ({
    id,
    type,
    position: type === 'source' ? 'right' : 'left',
    x: type === 'source' ? WIDTH - HANDLE / 2 : -HANDLE / 2,
    y: y - HANDLE / 2,
    width: HANDLE,
    height: HANDLE,
  });
  if (!node.data.hideInput) handles.push(handle(node.id, 'target', height / 2));
  if (outputs.length === 1) handles.push(handle(outputs[0]?.id ?? `${node.id}-output`, 'source', height / 2));
  if (outputs.length > 1) {
    const top = (height - ROW * (outputs.length - 1)) / 2;
    outputs.forEach((o, i) => {
      handles.push(handle(o.id ?? `${node.id}-output-${i}`, 'source', top + ROW * i));
    });
  }
  // A size counts as measured for the library (fit view waits for every node to have one).
  return { ...node, measured: { width: WIDTH + UNMEASURED, height: height + UNMEASURED }, handles };
}

/** The parts of a typed node (nodes/typed/TypedFlowNode.tsx) as the browser lays them out, in px. */
const TYPED = { width: 300, head: 49, section: 27, row: 36, param: 18, params: 8, edit: 32, unavailable: 40 };

/** A typed (chatflow) node's guessed size and handles: its sections stacked as the renderer draws them. */
function withTypedEstimate<N extends CanvasNode>(node: N): EstimatedNode<N> {
  const d = node.data;
  const handles: EstimatedHandle[] = [];
  const handle = (id: string | undefined, type: 'source' | 'target', y: number): EstimatedHandle => ({
    id: id ?? `${node.id}-${type}`,
    type,
    position: type === 'source' ? 'right' : 'left',
    x: type === 'source' ? TYPED.width - 6 : -6,
    y: y - 6,
    width: 12,
    height: 12,
  });
  let y = TYPED.head;
  const inputs = inputHandles(d);
  if (inputs.length) y += TYPED.section;
  for (const a of inputs) {
    handles.push(handle(a.id, 'target', y + TYPED.row / 2));
    y += TYPED.row;
  }
  const { rows } = paramRows(d);
  if (rows.length) y += TYPED.section + TYPED.params + rows.length * TYPED.param + TYPED.edit;
  const outputs = d.hideOutput ? [] : offeredOutputs(d.outputAnchors, d.outputs);
  if (outputs.length) y += TYPED.section;
  for (const o of outputs) {
    handles.push(handle(o.id, 'source', y + TYPED.row / 2));
    y += TYPED.row;
  }
  return { ...node, measured: { width: TYPED.width + UNMEASURED, height: y + UNMEASURED }, handles };
}

/** The node without its guessed handles, once the canvas has measured it (its real ones then count). */
export function withoutEstimate<N extends object>(node: N): N {
  if (!('handles' in node)) return node;
  const { handles: _h, ...rest } = node as N & EstimatedNode<CanvasNode>;
  return rest as N;
}
