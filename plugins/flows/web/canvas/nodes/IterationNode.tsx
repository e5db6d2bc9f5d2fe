import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { Handle, type NodeProps, NodeResizer, Position } from '@xyflow/react';
import { memo } from 'react';
import { PluginIcon } from '../../../../../host/web/icons/PluginIcon.tsx';
import { useCanvasContext } from '../CanvasContext.tsx';
import { shownLabel, useNodeText } from '../../forms/NodeTextContext.tsx';
import type { FlowCanvasNode } from './AgentFlowNode.tsx';
import { NodeBadges } from './NodeBadges.tsx';
import { useNodeStyles } from './nodeStyles.ts';

const useStyles = makeStyles({
  box: {
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusLarge,
    ...shorthands.border('2px', 'dashed', tokens.colorNeutralStroke1),
    backgroundColor: tokens.colorNeutralBackgroundAlpha,
  },
  selected: { ...shorthands.borderColor(tokens.colorBrandStroke1) },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** A resizable container: nodes dropped inside it run once per item of its input. */
function IterationView({ id, data, selected }: NodeProps<FlowCanvasNode>) {
  const styles = useStyles();
  const nodeStyles = useNodeStyles();
  const nt = useNodeText();
  const { definitions, diagnostics } = useCanvasContext();
  const def = definitions.get(data.name);
  const min = (key: string, fallback: number) =>
    typeof def?.ui?.[key] === 'number' ? (def.ui[key] as number) : fallback;
  const color = data.color ?? def?.color ?? '#9C89B8';
  const output = data.outputAnchors?.[0];
  return (
    <div className={mergeClasses(styles.box, selected && styles.selected)} data-testid={`node-${id}`}>
      <NodeResizer isVisible={!!selected} minWidth={min('minWidth', 300)} minHeight={min('minHeight', 250)} />
      {!data.hideInput && (
        <Handle
          type="target"
          position={Position.Left}
          id={id}
          className={nodeStyles.handle}
          style={{ background: color }}
        />
      )}
      <div className={styles.head}>
        <span className={nodeStyles.icon} style={{ backgroundColor: color }}>
          <PluginIcon name={def?.icon} fontSize={20} />
        </span>
        {shownLabel(nt, data.label, def?.label)}
      </div>
      {output && !data.hideOutput && (
        <Handle
          type="source"
          position={Position.Right}
          id={output.id}
          className={nodeStyles.handle}
          style={{ background: color }}
        />
      )}
      <NodeBadges status={data.status} error={data.error} problems={diagnostics.get(id)} />
    </div>
  );
}

export const IterationNode = memo(IterationView);
