import { Badge } from '@fluentui/react-components';
import type { Diagnostic } from '../../../../../node-registry/flow.ts';
import { useNodeStyles } from './nodeStyles.ts';
import { useT } from '../../../../../host/web/i18n/i18n.ts';
import { useSayRule } from '../useSayRule.ts';

const STATUS_COLOR: Record<string, 'informative' | 'success' | 'danger' | 'warning' | 'subtle'> = {
  INPROGRESS: 'informative',
  FINISHED: 'success',
  ERROR: 'danger',
  STOPPED: 'warning',
  TERMINATED: 'subtle',
};

/**
 * Run status, run error and validation problems of a node, above its top edge. Plain titles, not
 * Fluent tooltips: a tooltip per node costs a portal each on a canvas of hundreds.
 */
export function NodeBadges({
  status,
  error,
  problems,
}: {
  status?: string;
  error?: string;
  problems?: readonly Diagnostic[];
}) {
  const t = useT();
  const say = useSayRule();
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
        <Badge size="small" color="danger" title={error}>
          {t('error')}
        </Badge>
      )}
      {errors.length > 0 && (
        <Badge size="small" color="danger" data-testid="node-problem" title={errors.map(say).join('\n')}>
          {errors.length}
        </Badge>
      )}
      {warnings.length > 0 && (
        <Badge size="small" color="warning" data-testid="node-warning" title={warnings.map(say).join('\n')}>
          {warnings.length}
        </Badge>
      )}
    </div>
  );
}
