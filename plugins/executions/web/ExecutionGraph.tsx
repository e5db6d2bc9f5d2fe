import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  Background,
  Controls,
  type Edge,
  Handle,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { customization } from '../../../host/web/stores/customization.ts';
import type { ExecutedGraph } from '../common/executedGraph.ts';
import type { NodeRunStatus } from '../common/executionTypes.ts';
import { statusAppearance } from '../common/statusAppearance.ts';
import { STATUS_BORDER } from './statusTokens.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

const useStyles = makeStyles({
  box: {
    height: '380px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
  },
  node: {
    minWidth: '150px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200,
    boxShadow: tokens.shadow4,
  },
  label: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
  handle: { opacity: 0 },
  // An Iteration: a box its children are drawn inside, the title at the top.
  container: {
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackgroundAlpha,
  },
});

type RunNodeData = { label: string; status?: NodeRunStatus; runs: number; container: boolean };

function RunNode({ data }: NodeProps<Node<RunNodeData>>) {
  const t = useT();
  const s = useStyles();
  const reached = data.status !== undefined;
  return (
    <div
      className={mergeClasses(s.node, data.container && s.container)}
      data-status={data.status ?? 'NOT_RUN'}
      style={{
        border: `${reached ? 3 : 1}px ${reached ? 'solid' : 'dashed'} ${
          data.status ? STATUS_BORDER[data.status] : tokens.colorNeutralStroke1
        }`,
        opacity: reached ? 1 : 0.55,
      }}
    >
      <Handle type="target" position={Position.Left} className={s.handle} isConnectable={false} />
      <div className={s.label}>{data.label}</div>
      <div className={s.meta}>
        {data.status
          ? `${t(statusAppearance(data.status).label)}${data.runs > 1 ? ` · ${t('{{n}} runs', { n: data.runs })}` : ''}`
          : t('Not run')}
      </div>
      <Handle type="source" position={Position.Right} className={s.handle} isConnectable={false} />
    </div>
  );
}

const nodeTypes = { run: RunNode };

/** The flow read-only, nodes coloured by status and the edges the run took drawn bold. */
export function ExecutionGraph({
  graph,
  onSelect,
}: {
  graph: ExecutedGraph;
  onSelect(nodeId: string): void;
}) {
  const t = useT();
  const s = useStyles();
  const { isDarkMode } = useSnapshot(customization);
  const nodes = useMemo<Node<RunNodeData>[]>(
    () =>
      graph.nodes.map((n) => ({
        id: n.id,
        type: 'run',
        position: n.position,
        ...(n.parentId ? { parentId: n.parentId, extent: 'parent' as const } : {}),
        ...(n.size ? { style: { width: n.size.width, height: n.size.height } } : {}),
        data: { label: n.label, status: n.status, runs: n.runs, container: Boolean(n.size) },
        draggable: false,
        connectable: false,
        ariaLabel: `${n.label}: ${n.status ? t(statusAppearance(n.status).label) : t('not run')}`,
      })),
    [graph, t],
  );
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        animated: false,
        className: e.executed ? 'executed' : 'not-executed',
        style: e.executed
          ? { stroke: tokens.colorBrandStroke1, strokeWidth: 3 }
          : { stroke: tokens.colorNeutralStroke1, strokeWidth: 1, strokeDasharray: '4 4' },
      })),
    [graph],
  );
  return (
    <div className={s.box} data-testid="execution-graph">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
        colorMode={isDarkMode ? 'dark' : 'light'}
        onNodeClick={(_, n) => onSelect(n.id)}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
