import { ROOM } from '../../common/canvasRoom.ts';
import { Body1Strong, Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { PluginIcon } from '../../../../host/web/icons/PluginIcon.tsx';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { shownLabel, useNodeText } from '../forms/NodeTextContext.tsx';

const useStyles = makeStyles({
  root: {
    width: `${ROOM.nodePanel}px`,
    flex: '0 0 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    color: '#1b1b1f',
  },
  title: { flex: '1 1 auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  params: { margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0,1fr)', gap: tokens.spacingVerticalS },
  value: {
    margin: 0,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    wordBreak: 'break-word',
    whiteSpace: 'pre-wrap',
  },
});

function summary(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}...` : value;
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}

/**
 * The selected node: its label (renamed here), id and description, and its inputs: the node
 * form when the flow type provides one (`form`), otherwise the displayed parameters read-only.
 */
export function NodePanel({
  node,
  definition,
  form,
  connections,
  onRename,
  onClose,
}: {
  node: FlowCanvasNode;
  definition: NodeDefinition | undefined;
  form?: ReactNode;
  /** The node's connections, editable from the keyboard (NodeConnections). */
  connections?: ReactNode;
  onRename(label: string): void;
  onClose(): void;
}) {
  const t = useT();
  const nt = useNodeText();
  const styles = useStyles();
  const { data } = node;
  const label = shownLabel(nt, data.label, definition?.label);
  const params = (data.inputParams ?? []).filter((p) => p.display !== false);
  return (
    <aside
      className={styles.root}
      aria-label={t('{{name}} settings', { name: label })}
      data-testid="node-panel"
    >
      <div className={styles.head}>
        <span className={styles.icon} style={{ backgroundColor: data.color ?? definition?.color }}>
          <PluginIcon name={definition?.icon} fontSize={20} />
        </span>
        <Body1Strong className={styles.title}>{definition ? nt(definition.label) : data.name}</Body1Strong>
        <Button
          appearance="subtle"
          icon={<Dismiss20Regular />}
          aria-label={t('Close node settings')}
          onClick={onClose}
        />
      </div>
      <Field label={t('Label')}>
        <Input value={label} onChange={(_, d) => onRename(d.value)} aria-label={t('Node label')} />
      </Field>
      <Caption1 className={styles.muted}>
        {t('Id: {{id}}', { id: node.id })}
        {definition?.description ? ` · ${nt(definition.description)}` : ''}
      </Caption1>
      {!definition && <Caption1>{t('This node type is not available here; it is kept unchanged.')}</Caption1>}
      {form ??
        (params.length > 0 && (
          <dl className={styles.params}>
            {params.map((p) => (
              <div key={p.id ?? p.name}>
                <dt>
                  <Caption1>{nt(p.label)}</Caption1>
                </dt>
                <dd className={styles.value}>{summary(data.inputs?.[p.name])}</dd>
              </div>
            ))}
          </dl>
        ))}
      {connections}
    </aside>
  );
}
