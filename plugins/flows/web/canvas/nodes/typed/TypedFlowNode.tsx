import { useT } from '../../../../../../host/web/i18n/i18n.ts';
import { Button, mergeClasses, Select } from '@fluentui/react-components';
import { Edit16Regular, Warning16Regular } from '@fluentui/react-icons';
import { type NodeProps, useUpdateNodeInternals } from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { PluginIcon } from '../../../../../../host/web/icons/PluginIcon.tsx';
import type { SavedOutputAnchor } from '../../../../../../node-registry/flow.ts';
import { offeredOutputs } from '../../../../common/chooseOutput.ts';
import { useCanvasContext } from '../../CanvasContext.tsx';
import { shownLabel, useNodeText } from '../../../forms/NodeTextContext.tsx';
import type { FlowCanvasNode } from '../AgentFlowNode.tsx';
import { NodeBadges } from '../NodeBadges.tsx';
import { inputHandles, type ParamRow, paramRows } from '../../../../common/typedNodeRows.ts';
import { InputAnchorRow, OutputAnchorRow } from './TypedAnchors.tsx';
import { useTypedNodeStyles } from './typedNodeStyles.ts';
import { useConnectionDrag } from './useConnectionDrag.ts';

/**
 * A node of a typed kind (chatflows), laid out like the peer's: header, the input anchors on the
 * left (each with its type; list inputs marked), the params in short (edited in the node panel's
 * NodeInputsForm), and the outputs on the right, with the choice when the node has several
 * (a vector store's retriever or store). A type this product cannot run says why on the node.
 * The definition's texts (label, category, anchors, params, options) are said in the reader's
 * language through the node catalogue; what the user wrote stays as written.
 */
function TypedFlowNodeView({ id, data, selected }: NodeProps<FlowCanvasNode>) {
  const t = useT();
  const nt = useNodeText();
  const styles = useTypedNodeStyles();
  const { definitions, diagnostics, openNode, chooseOutput } = useCanvasContext();
  const def = definitions.get(data.name);
  const drag = useConnectionDrag();
  const color = data.color ?? def?.color ?? '#9e9e9e';
  const anchors = inputHandles(data);
  const outputs = data.hideOutput ? [] : (data.outputAnchors ?? []);
  const params = paramRows(data, def?.credential);
  const label = shownLabel(nt, data.label, def?.label);
  const shownValue = (r: ParamRow): string => {
    if (r.text === 'connected') return t('Connected');
    if (r.text === 'boolean') return r.value === 'true' ? t('true') : t('false');
    return r.text === 'option' ? nt(r.value) : r.value;
  };

  // A new output choice swaps a handle: measure it again before it connects (not on mount).
  const updateNodeInternals = useUpdateNodeInternals();
  const handleKey = offeredOutputs(outputs, data.outputs)
    .map((o) => o.id)
    .join('|');
  const measuredKey = useRef(handleKey);
  useEffect(() => {
    if (measuredKey.current === handleKey) return;
    measuredKey.current = handleKey;
    updateNodeInternals(id);
  }, [handleKey, id, updateNodeInternals]);

  const outputRow = (anchor: SavedOutputAnchor) => {
    if (anchor.type !== 'options') {
      return <OutputAnchorRow key={anchor.id} nodeId={id} anchor={anchor} drag={drag} />;
    }
    const offeredAll = offeredOutputs([anchor], data.outputs);
    const [offered] = offeredAll;
    if (!offered) return null;
    // Branch outputs (every option an anchor): one row and handle per route.
    if (anchor.options?.every((o) => o.isAnchor)) {
      return offeredAll.map((o) => (
        <OutputAnchorRow key={o.id ?? o.name} nodeId={id} anchor={o} drag={drag} />
      ));
    }
    return (
      <OutputAnchorRow key={anchor.name} nodeId={id} anchor={offered} drag={drag}>
        <Select
          size="small"
          className={mergeClasses(styles.select, 'nodrag')}
          aria-label={`${label}: ${nt(anchor.label)}`}
          value={offered.name}
          onChange={(_, d) => chooseOutput(id, anchor.name, d.value)}
        >
          {(anchor.options ?? []).map((o) => (
            <option key={o.name} value={o.name}>
              {nt(o.label)}
            </option>
          ))}
        </Select>
      </OutputAnchorRow>
    );
  };

  return (
    <div
      className={mergeClasses(
        styles.node,
        selected && styles.selected,
        data.error ? styles.error : undefined,
      )}
      data-testid={`node-${id}`}
    >
      <div className={styles.head}>
        <span className={styles.icon} style={{ backgroundColor: color }}>
          <PluginIcon name={def?.icon} fontSize={20} />
        </span>
        <span className={styles.title}>
          <span className={styles.label} title={`${label} (${id})`}>
            {label}
          </span>
          <span className={styles.category}>{nt(data.category ?? def?.category)}</span>
        </span>
      </div>
      {def?.unavailable && (
        <div className={styles.unavailable} data-testid="node-unavailable" role="note">
          <Warning16Regular />
          <span>{t('Not available here: {{reason}}', { reason: nt(def.unavailable) })}</span>
        </div>
      )}
      {anchors.length > 0 && <div className={styles.section}>{t('Inputs')}</div>}
      {anchors.map((a) => (
        <InputAnchorRow key={a.id ?? a.name} nodeId={id} anchor={a} drag={drag} />
      ))}
      {(params.rows.length > 0 || def?.credential) && <div className={styles.section}>{t('Parameters')}</div>}
      {params.rows.length > 0 && (
        <dl className={styles.params}>
          {params.rows.map((r) => (
            <div key={r.name} className={styles.paramRow}>
              <dt className={styles.paramName}>{nt(r.label)}</dt>
              <dd className={styles.paramValue}>{shownValue(r)}</dd>
            </div>
          ))}
        </dl>
      )}
      {(params.rows.length > 0 || def?.credential) && (
        <Button
          size="small"
          appearance="subtle"
          icon={<Edit16Regular />}
          className={mergeClasses(styles.edit, 'nodrag')}
          onClick={() => openNode(id)}
        >
          {params.more > 0 ? t('Edit ({{count}} more)', { count: params.more }) : t('Edit')}
        </Button>
      )}
      {outputs.length > 0 && <div className={styles.section}>{t('Output')}</div>}
      {outputs.map(outputRow)}
      <NodeBadges status={data.status} error={data.error} problems={diagnostics.get(id)} />
    </div>
  );
}

export const TypedFlowNode = memo(TypedFlowNodeView);
