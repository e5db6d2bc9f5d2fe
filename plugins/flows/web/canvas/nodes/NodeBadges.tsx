import { Badge, Tooltip } from '@fluentui/react-components';
import type { Diagnostic } from '../../../../../node-registry/flow.ts';
import { useNodeStyles } from './nodeStyles.ts';

const STATUS_COLOR: Record<string, 'informative' | 'success' | 'danger' | 'warning' | 'subtle'> = {
  INPROGRESS: 'informative',
  FINISHED: 'success',
  ERROR: 'danger',
  STOPPED: 'warning',
  TERMINATED: 'subtle',
};

/** Run status, run error and validation problems of a node, above its top edge. */
export function NodeBadges({
  status,
  error,
  problems,
}: {
  status?: string;
  error?: string;
  problems?: readonly Diagnostic[];
}) {
  const styles = useNodeStyles();
  const errors = problems?.filter((p) => p.severity === 'error') ?? [];
  const warnings = problems?.filter((p) => p.severity === 'warning') ?? [];
  if (!status && !error && !problems?.length) return null;
  return (
    <div className={styles.badges}>
      {status && (
        <Badge size="small" color={STATUS_COLOR[status] ?? 'informative'}>
          {status.toLowerCase()}
        </Badge>
      )}
      {error && (
        <Tooltip content={error} relationship="description">
          <Badge size="small" color="danger">
            error
          </Badge>
        </Tooltip>
      )}
      {errors.length > 0 && (
        <Tooltip content={errors.map((p) => p.message).join('\n')} relationship="description">
          <Badge size="small" color="danger" data-testid="node-problem">
            {errors.length}
          </Badge>
        </Tooltip>
      )}
      {warnings.length > 0 && (
        <Tooltip content={warnings.map((p) => p.message).join('\n')} relationship="description">
          <Badge size="small" color="warning" data-testid="node-warning">
            {warnings.length}
          </Badge>
        </Tooltip>
      )}
    </div>
  );
}
