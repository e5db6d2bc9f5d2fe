import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Open16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { auth } from '../../../host/web/stores/auth.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { DEFAULT_PLANS } from '../common/plans.ts';
import { billingApi } from './billingApi.ts';
import { PricingDialog } from './PricingDialog.tsx';
import { SeatsSection } from './SeatsSection.tsx';
import { UsageBars } from './UsageBars.tsx';
import { useBillingLoad } from './useBillingLoad.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, marginInline: 0 },
  plan: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'danger' | 'informative'> = {
  active: 'success',
  trialing: 'informative',
  past_due: 'warning',
  unpaid: 'danger',
  canceled: 'danger',
};

/** /account-type: the plan, usage against it, seats and the way to upgrade or manage billing. */
export default function AccountTypePage() {
  const t = useT();
  const page = useListPageStyles();
  const styles = useStyles();
  const { user } = useSnapshot(auth);
  const [version, setVersion] = useState(0);
  const [pricing, setPricing] = useState(false);
  const usage = useBillingLoad(String(version), () => billingApi.usage());
  const admin = !!user?.isOrganizationAdmin;
  const plan = DEFAULT_PLANS.find((p) => p.id === usage.value?.plan);
  const subscriptionId = user?.activeOrganizationSubscriptionId;
  const search = useSearch();
  // Section 8: a cancelled organisation is sent here with ?error=subscription_canceled.
  const canceled =
    usage.value?.status === 'canceled' ||
    new URLSearchParams(search).get('error') === 'subscription_canceled';
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Title2 as="h1" className={page.title}>
          {t('Account type')}
        </Title2>
      </div>
      <Card width="md" className={styles.card}>
        {canceled && (
          <MessageBar intent="warning" data-testid="subscription-canceled">
            <MessageBarBody>
              <MessageBarTitle>{t('Your subscription is cancelled')}</MessageBarTitle>
              {admin
                ? t('Choose a plan to subscribe again; until then the rest of the product is closed.')
                : t(
                    'Ask an organisation admin to subscribe again; until then the rest of the product is closed.',
                  )}
            </MessageBarBody>
          </MessageBar>
        )}
        {usage.loading && <Spinner label={t('Loading usage')} />}
        {usage.error && (
          <MessageBar intent="error">
            <MessageBarBody>{usage.error}</MessageBarBody>
          </MessageBar>
        )}
        {usage.value && (
          <>
            <div className={styles.plan}>
              <Subtitle1 as="h2" data-testid="current-plan">
                {t('{{plan}} plan', { plan: plan?.title ?? usage.value.plan })}
              </Subtitle1>
              <Badge appearance="tint" color={STATUS_COLOR[usage.value.status] ?? 'informative'}>
                {t(usage.value.status.replace('_', ' '))}
              </Badge>
            </div>
            {admin && (
              <div className={styles.actions}>
                <Button appearance="primary" onClick={() => setPricing(true)}>
                  {canceled
                    ? t('Subscribe again')
                    : usage.value.plan === 'enterprise'
                      ? t('See plans')
                      : t('Upgrade')}
                </Button>
                <Button
                  icon={<Open16Regular />}
                  onClick={() => billingApi.openPortal().catch((err) => notify.error(errorMessage(err)))}
                >
                  {t('Manage billing')}
                </Button>
              </div>
            )}
            <UsageBars usage={usage.value} />
            {admin && subscriptionId && usage.value.plan !== 'free' && !canceled && (
              <SeatsSection subscriptionId={subscriptionId} onChanged={() => setVersion((v) => v + 1)} />
            )}
          </>
        )}
      </Card>
      {pricing && <PricingDialog open canceled={canceled} onClose={() => setPricing(false)} />}
    </div>
  );
}
