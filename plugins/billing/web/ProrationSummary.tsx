import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Proration } from '../common/billingTypes.ts';
import { dueToday, formatAmount } from '../common/planChange.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

const useStyles = makeStyles({
  table: { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: tokens.spacingVerticalXS },
  total: {
    fontWeight: tokens.fontWeightSemibold,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const day = (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleDateString();

/** The amounts of a plan or seat change (section 5: due today = max(0, proration + credit), 2 decimals). */
export function ProrationSummary({ proration, label }: { proration: Proration; label: string }) {
  const t = useT();
  const styles = useStyles();
  const money = (n: number) => formatAmount(n, proration.currency);
  const due = dueToday(proration.prorationAmount, proration.creditBalance);
  return (
    <div className={styles.table} data-testid="proration">
      <Text>{label}</Text>
      <Text>{t('{{amount}} / month', { amount: money(proration.newPlanAmount) })}</Text>
      {proration.eligibleForFirstMonthFree && (
        <>
          <Text>{t('First Month Free')}</Text>
          <Text>{money(-proration.newPlanAmount)}</Text>
        </>
      )}
      <Text>{t('Proration for the rest of this period')}</Text>
      <Text data-testid="proration-amount">{money(proration.prorationAmount)}</Text>
      <Text>{t('Credit balance')}</Text>
      <Text>{money(proration.creditBalance)}</Text>
      <Text className={styles.total}>{t('Due today')}</Text>
      <Text className={styles.total} data-testid="due-today">
        {money(due)}
      </Text>
      <Caption1 className={styles.muted}>
        {t('Current period: {{from}} – {{to}}', {
          from: day(proration.currentPeriodStart),
          to: day(proration.currentPeriodEnd),
        })}
      </Caption1>
    </div>
  );
}
