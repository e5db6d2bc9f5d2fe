import { Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { formatBytes } from '../../../host/common/format/formatBytes.ts';
import type { CurrentUsage, UsageCount } from '../common/billingTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

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
  const t = useT();
  const ratio = count.limit ? Math.min(1, count.usage / count.limit) : 0;
  const text =
    count.limit === null
      ? t('{{usage}} (unlimited)', { usage: format(count.usage) })
      : t('{{usage}} of {{limit}}', { usage: format(count.usage), limit: format(count.limit) });
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
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.bars} data-testid="usage">
      <Bar label={t('Predictions this month')} count={usage.predictions} />
      <Bar label={t('Storage')} count={usage.storage} format={(n) => formatBytes(n)} />
      <Bar label={t('Flows')} count={usage.flows} />
      <Bar label={t('Users')} count={usage.users} />
      <Bar label={t('Workspaces')} count={usage.workspaces} />
    </div>
  );
}
