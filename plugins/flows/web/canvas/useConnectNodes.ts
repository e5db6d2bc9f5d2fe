import type { Connection, Edge } from '@xyflow/react';
import { useCallback } from 'react';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { getGraphWorker } from '../../../../node-registry/web/graphWorker.ts';
import { newEdge } from '../../common/newEdge.ts';
import { ruleGraph } from '../../common/ruleGraph.ts';
import { asGraph } from './asGraph.ts';
import type { CanvasGraphState } from './useCanvasGraph.ts';

/** A connection the user drew: checked by the rules in the worker, refused with the reason. */
export function useConnectNodes({ edit, liveRef }: Pick<CanvasGraphState, 'edit' | 'liveRef'>) {
  return useCallback(
    (connection: Connection) =>
      void (async () => {
        const check = await getGraphWorker().isValidConnection(
          connection,
          ruleGraph(asGraph(liveRef.current), connection),
        );
        if (!check.ok) {
          notify.warning(check.reason);
          return;
        }
        edit((s) => {
          const nodes = asGraph(s).nodes;
          const edge = newEdge(
            connection,
            nodes.find((n) => n.id === connection.source),
            nodes.find((n) => n.id === connection.target),
          ) as Edge;
          return s.edges.some((e) => e.id === edge.id) ? s : { ...s, edges: [...s.edges, edge] };
        });
      })(),
    [edit, liveRef],
  );
}
