import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  Subtitle1,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Checkmark16Regular } from '@fluentui/react-icons';
import type { PricingPlan } from '../common/plans.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  popular: { border: `2px solid ${tokens.colorBrandStroke1}` },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  features: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    flexGrow: 1,
  },
  feature: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
});

export interface PlanCardProps {
  plan: PricingPlan;
  current: boolean;
  firstMonthFree: boolean;
  /** Non-admins see the plans but cannot pick one (section 5). */
  canPick: boolean;
  onPick(plan: PricingPlan): void;
}

/** One column of the pricing grid. */
export function PlanCard({ plan, current, firstMonthFree, canPick, onPick }: PlanCardProps) {
  const t = useT();
  const styles = useStyles();
  const enterprise = plan.id === 'enterprise';
  const label = current ? t('Current Plan') : enterprise ? t('Contact Us') : t('Get Started');
  return (
    <section
      className={plan.mostPopular ? `${styles.card} ${styles.popular}` : styles.card}
      aria-label={t('{{plan}} plan', { plan: plan.title })}
      data-testid={`plan-${plan.id}`}
    >
      <div className={styles.head}>
        <Subtitle1 as="h3">{plan.title}</Subtitle1>
        {plan.mostPopular && <Badge appearance="tint">{t('Most Popular')}</Badge>}
        {firstMonthFree && (
          <Badge appearance="filled" color="success">
            {t('First Month Free')}
          </Badge>
        )}
      </div>
      <Caption1 className={styles.muted}>{t(plan.subtitle)}</Caption1>
      <div>
        <Title2>{t(plan.price)}</Title2>
        <Text className={styles.muted}>{plan.period ? t(plan.period) : ''}</Text>
      </div>
      <ul className={styles.features}>
        {plan.features.map((f) => (
          <li key={f.text} className={styles.feature}>
            <Checkmark16Regular />
            <span>
              <Text>{t(f.text)}</Text>
              {f.subtext && <Caption1 className={styles.muted}> {t(f.subtext)}</Caption1>}
            </span>
          </li>
        ))}
      </ul>
      <Button
        appearance={plan.mostPopular && !current ? 'primary' : 'secondary'}
        disabled={current || (!enterprise && !canPick)}
        onClick={() => {
          // Section 2: the Enterprise button opens a contact-by-mail action.
          if (enterprise)
            window.location.href = `mailto:${plan.contactEmail ?? ''}?subject=Enterprise%20plan`;
          else onPick(plan);
        }}
      >
        {label}
      </Button>
    </section>
  );
}
