import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { QuestionCircle24Regular } from '@fluentui/react-icons';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { memo } from 'react';
import type { FlowCanvasNode } from './AgentFlowNode.tsx';
import { useNodeStyles } from './nodeStyles.ts';
import { useT } from '../../../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  unknown: {
    ...shorthands.borderStyle('dashed'),
    ...shorthands.borderColor(tokens.colorPaletteMarigoldBorder2),
  },
  icon: { backgroundColor: tokens.colorPaletteMarigoldBackground2 },
});

/**
 * A node whose type this canvas does not know (another flow type's, or a removed plugin's). It is
 * drawn and saved back unchanged; its edges stay attached to every handle they name.
 */
function UnknownNodeView({ id, data, selected }: NodeProps<FlowCanvasNode>) {
  const t = useT();
  const base = useNodeStyles();
  const styles = useStyles();
  return (
    <div
      className={mergeClasses(base.node, styles.unknown, selected && base.selected)}
      data-testid={`node-${id}`}
      title={t('This node type is not available here. It is kept as it is.')}
    >
      <Handle type="target" position={Position.Left} id={id} className={base.handle} />
      <span className={mergeClasses(base.icon, styles.icon)}>
        <QuestionCircle24Regular />
      </span>
      <span className={base.label}>
        {data?.label || id}
        <span className={base.sub}>{t('Unknown type: {{name}}', { name: data?.name || t('(none)') })}</span>
      </span>
      {(data?.outputAnchors ?? []).map((o, i) => (
        <Handle key={o.id ?? i} type="source" position={Position.Right} id={o.id} className={base.handle} />
      ))}
    </div>
  );
}

export const UnknownNode = memo(UnknownNodeView);
