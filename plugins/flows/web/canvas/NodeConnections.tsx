import { Body1Strong, Button, Caption1, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { Delete20Regular, PlugConnected20Regular } from '@fluentui/react-icons';
import type { Connection } from '@xyflow/react';
import { useMemo, useState } from 'react';
import type { AnchorStyle } from '../../../../node-registry/rules/createNodeData.ts';
import type { CanvasGraph } from '../../common/canvasGraph.ts';
import { connectionChoices } from '../../common/connectionChoices.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { useNodeText } from '../forms/NodeTextContext.tsx';
import { useNodeLabel } from './useNodeLabel.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const key = (nodeId: string, handleId: string) => JSON.stringify([nodeId, handleId]);

/**
 * The selected node's outgoing connections, each removable, and a row to connect one of its
 * outputs to another node's input: the keyboard's way to wire a flow (the mouse drags handles).
 * Connections go through the same rules as a drag, so a refused one says why.
 */
export function NodeConnections({
  graph,
  nodeId,
  anchors,
  onConnect,
  onRemove,
}: {
  graph: CanvasGraph;
  nodeId: string;
  anchors: AnchorStyle;
  onConnect(connection: Connection): void;
  onRemove(edgeId: string): void;
}) {
  const t = useT();
  const nt = useNodeText();
  const nodeLabel = useNodeLabel();
  const styles = useStyles();
  const { outputs, targets } = useMemo(
    () => connectionChoices(graph, nodeId, anchors),
    [graph, nodeId, anchors],
  );
  const [output, setOutput] = useState('');
  const [target, setTarget] = useState('');
  if (outputs.length === 0) return null;
  const labelOf = (id: string) => nodeLabel(graph.nodes.find((n) => n.id === id)?.data) ?? id;
  const leaving = graph.edges.filter((e) => e.source === nodeId);
  const chosenOutput = outputs.find((o) => o.handleId === output) ?? outputs[0]!;
  const chosenTarget = targets.find((c) => key(c.nodeId, c.handleId) === target);
  const connect = () => {
    if (!chosenTarget) return;
    onConnect({
      source: nodeId,
      sourceHandle: chosenOutput.handleId,
      target: chosenTarget.nodeId,
      targetHandle: chosenTarget.handleId,
    });
    setTarget('');
  };

  return (
    <section className={styles.root} aria-label={t('Connections')}>
      <Body1Strong as="h3">{t('Connections')}</Body1Strong>
      {leaving.length === 0 ? (
        <Caption1 className={styles.muted}>{t('Nothing is connected from this node yet.')}</Caption1>
      ) : (
        <ul className={styles.list}>
          {leaving.map((e) => {
            const out = outputs.find((o) => o.handleId === e.sourceHandle);
            const text =
              out && outputs.length > 1
                ? `${nt(out.label)} → ${labelOf(e.target)}`
                : t('To {{name}}', { name: labelOf(e.target) });
            return (
              <li key={e.id} className={styles.item}>
                <span className={styles.text}>{text}</span>
                <Button
                  appearance="subtle"
                  icon={<Delete20Regular />}
                  aria-label={t('Remove the connection to {{name}}', { name: labelOf(e.target) })}
                  onClick={() => onRemove(e.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {outputs.length > 1 && (
        <Field label={t('From output')}>
          <Select value={chosenOutput.handleId} onChange={(_, d) => setOutput(d.value)}>
            {outputs.map((o) => (
              <option key={o.handleId} value={o.handleId}>
                {nt(o.label)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t('Connect to')}>
        <Select value={target} onChange={(_, d) => setTarget(d.value)}>
          <option value="">{t('Choose a node…')}</option>
          {targets.map((c) => (
            <option key={key(c.nodeId, c.handleId)} value={key(c.nodeId, c.handleId)}>
              {anchors === 'flow' ? labelOf(c.nodeId) : c.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button icon={<PlugConnected20Regular />} disabled={!chosenTarget} onClick={connect}>
        {t('Connect')}
      </Button>
    </section>
  );
}
