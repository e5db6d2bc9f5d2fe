import type { CanvasGraph } from '../../common/canvasGraph.ts';
import type { CanvasSnapshot } from './useCanvasGraph.ts';

/** The editor's snapshot seen as the common graph type the pure helpers take. */
export const asGraph = (s: CanvasSnapshot) => s as unknown as CanvasGraph;
