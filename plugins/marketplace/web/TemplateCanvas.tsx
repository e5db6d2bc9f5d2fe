import '@xyflow/react/dist/style.css';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Background, type Edge, Handle, type Node, type NodeProps, Position, ReactFlow } from '@xyflow/react';
import { useMemo } from 'react';
import { PluginIcon } from '../../../host/web/icons/PluginIcon.tsx';
import { useSnapshot } from 'valtio';
import { customization } from '../../../host/web/stores/customization.ts';
import type { NodeIcon } from '../common/templateTypes.ts';

const useStyles = makeStyles({
  node: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `2px solid var(--node-color, ${tokens.colorNeutralStroke1})`,
    color: tokens.colorNeutralForeground1,
    minWidth: '150px',
  },
  group: {
    width: '100%',
    height: '100%',
    borderRadius: tokens.borderRadiusLarge,
    border: `2px dashed var(--node-color, ${tokens.colorNeutralStroke1})`,
    padding: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
});

type PreviewData = { label: string; icon?: string; color?: string; group?: boolean };

function PreviewNode({ data }: NodeProps<Node<PreviewData>>) {
  const styles = useStyles();
  const style = { ['--node-color' as string]: data.color ?? '' };
  return (
    <div className={data.group ? styles.group : styles.node} style={style}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <PluginIcon name={data.icon} fontSize={18} />
      <Text size={300}>{data.label}</Text>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}

const NODE_TYPES = { preview: PreviewNode };

interface SavedNode {
  id: string;
  type?: string;
  position: { x: number; y: number };
  parentNode?: string;
  style?: { width?: number; height?: number };
  data: { name?: string; label?: string; color?: string };
}

/** A template's flow drawn read-only: its nodes with their icons and colours, and its edges. */
export function TemplateCanvas({ flowData, icons }: { flowData: string; icons: NodeIcon[] }) {
  const { isDarkMode } = useSnapshot(customization);
  const { nodes, edges } = useMemo(() => {
    const flow = JSON.parse(flowData) as { nodes: SavedNode[]; edges: Edge[] };
    const byName = new Map(icons.map((i) => [i.name, i]));
    const nodes: Node<PreviewData>[] = flow.nodes.map((n) => ({
      id: n.id,
      type: 'preview',
      position: n.position,
      ...(n.parentNode ? { parentId: n.parentNode, extent: 'parent' as const } : {}),
      ...(n.style ? { style: n.style } : {}),
      data: {
        label: n.data.label ?? n.data.name ?? n.id,
        icon: byName.get(n.data.name ?? '')?.icon,
        color: n.data.color ?? byName.get(n.data.name ?? '')?.color,
        group: n.type === 'iteration',
      },
    }));
    const edges = flow.edges.map((e) => ({ id: e.id, source: e.source, target: e.target, animated: false }));
    return { nodes, edges };
  }, [flowData, icons]);
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      colorMode={isDarkMode ? 'dark' : 'light'}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      fitView
      proOptions={{ hideAttribution: true }}
    >
      <Background />
    </ReactFlow>
  );
}
