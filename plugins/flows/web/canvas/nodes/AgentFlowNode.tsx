import { mergeClasses } from '@fluentui/react-components';
import { Handle, type Node, type NodeProps, Position, useUpdateNodeInternals } from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { PluginIcon } from '../../../../../host/web/icons/PluginIcon.tsx';
import type { FlowNodeData } from '../../../../../node-registry/flow.ts';
import { useCanvasContext } from '../CanvasContext.tsx';
import { shownLabel, useNodeText } from '../../forms/NodeTextContext.tsx';
import { NodeBadges } from './NodeBadges.tsx';
import { useNodeStyles } from './nodeStyles.ts';

export type FlowCanvasNode = Node<FlowNodeData>;

/**
 * A flow node: icon in its colour, label, one input handle (id = node id) unless it takes no
 * input, and one output handle per output anchor (labelled rows when there are several: condition
 * rows, proceed / reject).
 */
function AgentFlowNodeView({ id, data, selected }: NodeProps<FlowCanvasNode>) {
  const styles = useNodeStyles();
  const nt = useNodeText();
  const { definitions, diagnostics } = useCanvasContext();
  const def = definitions.get(data.name);
  const label = shownLabel(nt, data.label, def?.label);
  const outputs = data.hideOutput ? [] : (data.outputAnchors ?? []);
  const color = data.color ?? def?.color ?? '#9e9e9e';
  const problems = diagnostics.get(id);
  // Handles added or removed later (condition rows) must be measured again before they connect;
  // not on mount, where the first measuring does it (and the initial fit view waits for it).
  const updateNodeInternals = useUpdateNodeInternals();
  const handleKey = outputs.map((o) => o.id).join('|');
  const measuredKey = useRef(handleKey);
  useEffect(() => {
    if (measuredKey.current === handleKey) return;
    measuredKey.current = handleKey;
    updateNodeInternals(id);
  }, [handleKey, id, updateNodeInternals]);
  return (
    <div
      className={mergeClasses(
        styles.node,
        selected && styles.selected,
        data.error ? styles.error : undefined,
      )}
      data-testid={`node-${id}`}
    >
      {!data.hideInput && (
        <Handle
          type="target"
          position={Position.Left}
          id={id}
          className={styles.handle}
          style={{ background: color }}
        />
      )}
      <span className={styles.icon} style={{ backgroundColor: color }}>
        <PluginIcon name={def?.icon} fontSize={20} />
      </span>
      <span className={styles.label} title={`${label} (${id})`}>
        {label}
      </span>
      {outputs.length === 1 && (
        <Handle
          type="source"
          position={Position.Right}
          id={outputs[0]?.id ?? `${id}-output`}
          className={styles.handle}
          style={{ background: color }}
        />
      )}
      {outputs.length > 1 && (
        <div className={styles.outputs}>
          {outputs.map((o) => (
            <div key={o.id} className={styles.outputRow} title={o.description && nt(o.description)}>
              {nt(o.label)}
              <Handle
                type="source"
                position={Position.Right}
                id={o.id}
                className={styles.handle}
                style={{ background: color, right: '-18px' }}
              />
            </div>
          ))}
        </div>
      )}
      <NodeBadges status={data.status} error={data.error} problems={problems} />
    </div>
  );
}

export const AgentFlowNode = memo(AgentFlowNodeView);
