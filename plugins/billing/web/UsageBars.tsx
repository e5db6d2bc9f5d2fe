import { Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { formatBytes } from '../../../host/common/format/formatBytes.ts';
import type { CurrentUsage, UsageCount } from '../common/billingTypes.ts';

const useStyles = makeStyles({
  bars: { display: 'grid', gap: tokens.spacingVerticalM },
});

function Bar({
  label,
  count,
  format = String,
}: {
  label: string;
  count: UsageCount;
  format?: (n: number) => string;
}) {
  const ratio = count.limit ? Math.min(1, count.usage / count.limit) : 0;
  const text =
    count.limit === null
      ? `${format(count.usage)} (unlimited)`
      : `${format(count.usage)} of ${format(count.limit)}`;
  return (
    <Field
      label={label}
      hint={text}
      validationState={count.limit !== null && count.usage >= count.limit ? 'warning' : 'none'}
    >
      <ProgressBar value={ratio} max={1} thickness="large" aria-label={`${label}: ${text}`} />
    </Field>
  );
}

/** What the organisation uses against its plan (GET /organization/get-current-usage). */
export function UsageBars({ usage }: { usage: CurrentUsage }) {
  const styles = useStyles();
  return (
    <div className={styles.bars} data-testid="usage">
      <Bar label="Predictions this month" count={usage.predictions} />
      <Bar label="Storage" count={usage.storage} format={(n) => formatBytes(n)} />
      <Bar label="Flows" count={usage.flows} />
      <Bar label="Users" count={usage.users} />
      <Bar label="Workspaces" count={usage.workspaces} />
    </div>
  );
}
