import type { Connection, Edge } from '@xyflow/react';
import { useCallback, useEffect, useMemo } from 'react';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { createGraphSync } from '../../../../node-registry/web/graphSync.ts';
import { getGraphWorker } from '../../../../node-registry/web/graphWorker.ts';
import type { AnchorStyle } from '../../../../node-registry/rules/createNodeData.ts';
import type { CanvasGraph } from '../../common/canvasGraph.ts';
import { newEdge } from '../../common/newEdge.ts';
import { ruleGraph } from '../../common/ruleGraph.ts';
import { asGraph } from './asGraph.ts';
import type { CanvasGraphState } from './useCanvasGraph.ts';
import { useSayRule } from './useSayRule.ts';

/**
 * A connection the user drew: checked by the rules in the worker, refused with the reason. The
 * worker keeps the graph between checks (their changes are posted when edits that matter to the rules pause), so a
 * check posts only the connection.
 */
export function useConnectNodes(
  { edit, live, liveRef }: Pick<CanvasGraphState, 'edit' | 'live' | 'liveRef'>,
  anchors: AnchorStyle = 'flow',
) {
  const say = useSayRule();
  const sync = useMemo(() => createGraphSync<CanvasGraph>(getGraphWorker, { slim: (g) => ruleGraph(g) }), []);
  useEffect(() => sync.update(asGraph(live)), [sync, live]);
  useEffect(() => () => sync.dispose(), [sync]);

  return useCallback(
    (connection: Connection) =>
      void (async () => {
        sync.update(asGraph(liveRef.current));
        const check = await sync.check(connection);
        if (!check.ok) {
          notify.warning(say({ message: check.reason, say: check.say }));
          return;
        }
        edit((s) => {
          const nodes = asGraph(s).nodes;
          const edge = newEdge(
            connection,
            nodes.find((n) => n.id === connection.source),
            nodes.find((n) => n.id === connection.target),
            anchors,
          ) as Edge;
          return s.edges.some((e) => e.id === edge.id) ? s : { ...s, edges: [...s.edges, edge] };
        });
      })(),
    [edit, liveRef, sync, anchors, say],
  );
}
