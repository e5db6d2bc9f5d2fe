import { BaseEdge, EdgeLabelRenderer, type EdgeProps, getBezierPath } from '@xyflow/react';
import { memo } from 'react';
import { useNodeText } from '../../forms/NodeTextContext.tsx';
import { useCanvasContext } from '../CanvasContext.tsx';

/**
 * A branch label in the reader's language: the output's label (an edge from a human input keeps
 * the output's name, e.g. 'proceed'); as saved where nothing translates it.
 */
function BranchLabel({ label, source }: { label: string; source: string }) {
  const nt = useNodeText();
  const { definitions } = useCanvasContext();
  // node ids are `${type}_${n}` (getUniqueNodeId)
  const output = definitions.get(source.replace(/_\d+$/, ''))?.outputs?.find((o) => o.name === label);
  const text = output?.label ?? label;
  const said = nt(text);
  return <>{said === text ? label : said}</>;
}

/** An edge in its source node's colour, with the branch label (condition index, proceed / reject). */
function AgentFlowEdgeView(props: EdgeProps) {
  const {
    id,
    source,
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
    data,
    selected,
    markerEnd,
  } = props;
  const [path, labelX, labelY] = getBezierPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
  });
  const color = typeof data?.sourceColor === 'string' ? data.sourceColor : undefined;
  const label = typeof data?.edgeLabel === 'string' ? data.edgeLabel : undefined;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        // stroke-opacity, not opacity: an opacity below 1 makes every edge its own paint layer
        style={{ stroke: color, strokeWidth: selected ? 3 : 2, strokeOpacity: selected ? 1 : 0.85 }}
      />
      {label && (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan"
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
              fontSize: 11,
              padding: '0 6px',
              borderRadius: 8,
              background: color ?? '#888',
              color: '#1b1b1f',
              pointerEvents: 'none',
            }}
          >
            <BranchLabel label={label} source={source} />
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

export const AgentFlowEdge = memo(AgentFlowEdgeView);
