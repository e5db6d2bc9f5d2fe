import { Badge, makeStyles, Spinner } from '@fluentui/react-components';
import type { NodeProgress } from '../common/chatItem.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '4px', alignItems: 'center' },
});

const COLOR = {
  INPROGRESS: 'informative',
  FINISHED: 'success',
  ERROR: 'danger',
  STOPPED: 'warning',
  TERMINATED: 'danger',
} as const;

/** The run's nodes as they start and finish (from nextAgentFlow events). */
export function NodeProgressList({ nodes }: { nodes: NodeProgress[] }) {
  const s = useStyles();
  return (
    <div className={s.row} data-testid="chat-node-progress">
      {nodes.map((n) => (
        <Badge
          key={n.nodeId}
          appearance="tint"
          color={COLOR[n.status] ?? 'informative'}
          icon={n.status === 'INPROGRESS' ? <Spinner size="extra-tiny" /> : undefined}
          title={`${n.label}: ${n.status}`}
        >
          {n.label}
        </Badge>
      ))}
    </div>
  );
}
