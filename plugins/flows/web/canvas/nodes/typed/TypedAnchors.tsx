import { useT } from '../../../../../../host/web/i18n/i18n.ts';
import { mergeClasses } from '@fluentui/react-components';
import { Handle, Position } from '@xyflow/react';
import type { InputAnchor, OutputAnchor } from '../../../../../../node-registry/types.ts';
import { useNodeText } from '../../../forms/NodeTextContext.tsx';
import { type ConnectionDrag, handleAccepts } from './useConnectionDrag.ts';
import { useTypedNodeStyles } from './typedNodeStyles.ts';

/**
 * The handle's look while a connection is drawn: lit when it could take it, dimmed when not;
 * data-accepts says the same to tests and assistive styling.
 */
function useDragLook(drag: ConnectionDrag | null, nodeId: string, side: 'source' | 'target', type?: string) {
  const styles = useTypedNodeStyles();
  const accepts = handleAccepts(drag, nodeId, side, type);
  return {
    className: mergeClasses(
      styles.handle,
      accepts === true && styles.accepts,
      accepts === false && styles.refuses,
    ),
    'data-accepts': accepts === undefined ? undefined : String(accepts),
  };
}

/**
 * An input anchor: its handle on the left, the label (a required one starred; in the reader's
 * language through the node catalogue), its type, "list" when it takes many.
 */
export function InputAnchorRow({
  nodeId,
  anchor,
  drag,
}: {
  nodeId: string;
  anchor: InputAnchor;
  drag: ConnectionDrag | null;
}) {
  const t = useT();
  const nt = useNodeText();
  const styles = useTypedNodeStyles();
  const look = useDragLook(drag, nodeId, 'target', anchor.type);
  const label = nt(anchor.label);
  return (
    <div className={styles.row} title={nt(anchor.description)}>
      <Handle
        type="target"
        position={Position.Left}
        id={anchor.id}
        {...look}
        title={t('{{label}} input ({{type}})', { label, type: anchor.type })}
        data-testid={`handle-${anchor.id}`}
      />
      <span className={styles.rowLabel}>
        {label}
        {!anchor.optional && <span className={styles.required}> *</span>}
      </span>
      <span className={styles.rowType}>
        {anchor.type}
        {anchor.list ? ` · ${t('list')}` : ''}
      </span>
    </div>
  );
}

/** An output: its label (in the reader's language) and type, its handle on the right. */
export function OutputAnchorRow({
  nodeId,
  anchor,
  drag,
  children,
}: {
  nodeId: string;
  anchor: OutputAnchor;
  drag: ConnectionDrag | null;
  /** Shown instead of the label: the choice of an 'options' output. */
  children?: React.ReactNode;
}) {
  const t = useT();
  const nt = useNodeText();
  const styles = useTypedNodeStyles();
  const look = useDragLook(drag, nodeId, 'source', anchor.type);
  const label = nt(anchor.label);
  return (
    <div className={mergeClasses(styles.row, styles.outRow)} title={nt(anchor.description)}>
      {children ?? <span className={styles.rowLabel}>{label}</span>}
      <span className={styles.rowType}>{anchor.type}</span>
      <Handle
        type="source"
        position={Position.Right}
        id={anchor.id}
        {...look}
        title={t('{{label}} output ({{type}})', { label, type: anchor.type })}
        data-testid={`handle-${anchor.id}`}
      />
    </div>
  );
}
