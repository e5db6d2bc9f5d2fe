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
  const styles = useStyles();
  const enterprise = plan.id === 'enterprise';
  const label = current ? 'Current Plan' : enterprise ? 'Contact Us' : 'Get Started';
  return (
    <section
      className={plan.mostPopular ? `${styles.card} ${styles.popular}` : styles.card}
      aria-label={`${plan.title} plan`}
      data-testid={`plan-${plan.id}`}
    >
      <div className={styles.head}>
        <Subtitle1 as="h3">{plan.title}</Subtitle1>
        {plan.mostPopular && <Badge appearance="tint">Most Popular</Badge>}
        {firstMonthFree && (
          <Badge appearance="filled" color="success">
            First Month Free
          </Badge>
        )}
      </div>
      <Caption1 className={styles.muted}>{plan.subtitle}</Caption1>
      <div>
        <Title2>{plan.price}</Title2>
        <Text className={styles.muted}>{plan.period}</Text>
      </div>
      <ul className={styles.features}>
        {plan.features.map((f) => (
          <li key={f.text} className={styles.feature}>
            <Checkmark16Regular />
            <span>
              <Text>{f.text}</Text>
              {f.subtext && <Caption1 className={styles.muted}> {f.subtext}</Caption1>}
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
