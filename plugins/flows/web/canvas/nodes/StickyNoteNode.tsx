import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type NodeProps, NodeResizer } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasContext } from '../CanvasContext.tsx';
import type { FlowCanvasNode } from './AgentFlowNode.tsx';
import { useT } from '../../../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  note: {
    width: '100%',
    height: '100%',
    minWidth: '180px',
    minHeight: '80px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    color: '#2b2b2b',
  },
  selected: { boxShadow: `0 0 0 2px ${tokens.colorBrandStroke1}` },
  text: {
    width: '100%',
    height: '100%',
    minHeight: '64px',
    boxSizing: 'border-box',
    resize: 'none',
    border: 'none',
    outline: 'none',
    backgroundColor: 'transparent',
    color: '#2b2b2b',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    '::placeholder': { color: '#6b6b4f' },
  },
});

/** A note on the canvas: no handles, its text edited in place (the 'note' input). */
function StickyNoteView({ id, data, selected }: NodeProps<FlowCanvasNode>) {
  const t = useT();
  const styles = useStyles();
  const { updateNodeData } = useCanvasContext();
  const note = typeof data.inputs?.note === 'string' ? data.inputs.note : '';
  return (
    <div
      className={mergeClasses(styles.note, selected && styles.selected)}
      style={{ backgroundColor: data.color ?? '#fee440' }}
      data-testid={`node-${id}`}
    >
      <NodeResizer isVisible={!!selected} minWidth={180} minHeight={80} />
      <textarea
        className={mergeClasses(styles.text, 'nodrag')}
        aria-label={t('Sticky note')}
        value={note}
        placeholder={t('Type something here')}
        onChange={(e) => updateNodeData(id, { inputs: { ...data.inputs, note: e.target.value } })}
      />
    </div>
  );
}

export const StickyNoteNode = memo(StickyNoteView);
