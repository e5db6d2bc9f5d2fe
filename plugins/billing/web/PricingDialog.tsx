import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../host/web/http/http.ts';
import { auth } from '../../../host/web/stores/auth.ts';
import type { PricingPlan } from '../common/plans.ts';
import { billingApi } from './billingApi.ts';
import { ConfirmPlanChangeDialog } from './ConfirmPlanChangeDialog.tsx';
import { PlanCard } from './PlanCard.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '1280px', width: '95vw' },
  // Section 2: 4 columns on medium screens (and wider), fewer on small ones.
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 900px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Whether the Starter plan's first month would be free: asked of the provider for admins on Free. */
function useFirstMonthFree(plans: PricingPlan[] | null, open: boolean): boolean {
  const { user } = useSnapshot(auth);
  const [eligible, setEligible] = useState(false);
  const onFree = plans?.find((p) => p.id === 'free')?.prodId === user?.activeOrganizationProductId;
  const starter = plans?.find((p) => p.id === 'starter')?.prodId;
  const subscriptionId = user?.activeOrganizationSubscriptionId;
  useEffect(() => {
    if (!open || !onFree || !starter || !subscriptionId || !user?.isOrganizationAdmin) return;
    let live = true;
    billingApi
      .planProration(subscriptionId, starter)
      .then((p) => live && setEligible(p.eligibleForFirstMonthFree))
      .catch(() => live && setEligible(false));
    return () => {
      live = false;
    };
  }, [open, onFree, starter, subscriptionId, user?.isOrganizationAdmin]);
  return eligible;
}

/** Section 2's pricing plans dialog; picking a plan opens the confirm plan change dialog. */
export function PricingDialog({
  open,
  onClose,
  canceled = false,
}: {
  open: boolean;
  onClose(): void;
  /** A cancelled subscription has no current plan: every plan may be taken again. */
  canceled?: boolean;
}) {
  const t = useT();
  const styles = useStyles();
  const { user } = useSnapshot(auth);
  const [plans, setPlans] = useState<PricingPlan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<PricingPlan | null>(null);
  const firstMonthFree = useFirstMonthFree(plans, open);
  useEffect(() => {
    if (!open || plans) return;
    billingApi
      .pricing()
      .then(setPlans)
      .catch((err) => setError(errorMessage(err)));
  }, [open, plans]);
  return (
    <>
      <Dialog open={open && !picked} onOpenChange={(_, d) => !d.open && onClose()}>
        <DialogSurface
          data-testid="pricing-dialog"
          className={styles.surface}
          aria-label={t('Pricing plans')}
        >
          <DialogBody>
            <DialogTitle>{t('Pricing plans')}</DialogTitle>
            <DialogContent>
              {error && <div className={styles.error}>{error}</div>}
              {!plans && !error && <Spinner label={t('Loading plans')} />}
              {plans && (
                <div className={styles.grid}>
                  {plans.map((plan) => (
                    <PlanCard
                      key={plan.prodId}
                      plan={plan}
                      current={!canceled && plan.prodId === user?.activeOrganizationProductId}
                      firstMonthFree={plan.id === 'starter' && firstMonthFree}
                      canPick={!!user?.isOrganizationAdmin}
                      onPick={setPicked}
                    />
                  ))}
                </div>
              )}
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {picked && <ConfirmPlanChangeDialog plan={picked} onClose={() => setPicked(null)} />}
    </>
  );
}
