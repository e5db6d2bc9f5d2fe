import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../host/web/http/http.ts';
import { auth, authActions } from '../../../host/web/stores/auth.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { planChangeBlocker, SUBSCRIPTION_FAILED, SUBSCRIPTION_UPDATED } from '../common/planChange.ts';
import type { PricingPlan } from '../common/plans.ts';
import { billingApi } from './billingApi.ts';
import { PaymentMethod } from './PaymentMethod.tsx';
import { ProrationSummary } from './ProrationSummary.tsx';
import { useBillingLoad } from './useBillingLoad.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Section 4's plan change: the dialog loads the payment method and the proration, then confirms.
 * Section 5: Confirm Change is disabled while loading, without a payment method or proration, and
 * while seats, other people or other workspaces are in the way (with the spec's message).
 */
export function ConfirmPlanChangeDialog({ plan, onClose }: { plan: PricingPlan; onClose(): void }) {
  const t = useT();
  const styles = useStyles();
  const { user } = useSnapshot(auth);
  const sub = user?.activeOrganizationSubscriptionId ?? '';
  const customer = user?.activeOrganizationCustomerId ?? '';
  const source = useBillingLoad(customer, () => billingApi.defaultSource(customer));
  const seats = useBillingLoad(sub, () => billingApi.seats(sub));
  const proration = useBillingLoad(`${sub}/${plan.prodId}`, () => billingApi.planProration(sub, plan.prodId));
  const [saving, setSaving] = useState(false);
  const blocker = seats.value
    ? planChangeBlocker({
        additionalSeats: seats.value.quantity,
        organizationUsers: seats.value.totalOrgUsers,
        workspaces: user?.assignedWorkspaces.length ?? 1,
      })
    : null;
  const loading = source.loading || seats.loading || proration.loading;
  const hasCard = !!source.value?.invoice_settings.default_payment_method;
  const disabled = saving || loading || !hasCard || !proration.value || !!blocker || !seats.value;

  const confirm = async () => {
    if (!proration.value) return;
    setSaving(true);
    try {
      const res = await billingApi.updatePlan({
        subscriptionId: sub,
        newPlanId: plan.prodId,
        prorationDate: proration.value.prorationDate,
      });
      authActions.setAuth(res.user);
      notify.success(t(SUBSCRIPTION_UPDATED));
      onClose();
      // Section 4: success closes and reloads to /.
      window.location.assign('/');
    } catch (err) {
      notify.error(errorMessage(err) || t(SUBSCRIPTION_FAILED));
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface data-testid="confirm-plan-dialog" aria-label={t('Confirm plan change')}>
        <DialogBody>
          <DialogTitle>{t('Confirm plan change')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Subtitle2>{t('Change to the {{plan}} plan', { plan: plan.title })}</Subtitle2>
            {loading && <Spinner size="small" label={t('Loading payment method and proration')} />}
            {source.value && <PaymentMethod source={source.value} />}
            {blocker && (
              <MessageBar intent="warning">
                <MessageBarBody>{t(blocker)}</MessageBarBody>
              </MessageBar>
            )}
            {!blocker && (proration.error || source.error || seats.error) && (
              <MessageBar intent="error">
                <MessageBarBody>{proration.error ?? source.error ?? seats.error}</MessageBarBody>
              </MessageBar>
            )}
            {proration.value && (
              <ProrationSummary
                proration={proration.value}
                label={t('{{plan}} plan', { plan: plan.title })}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('Cancel')}</Button>
            <Button appearance="primary" disabled={disabled} onClick={confirm}>
              {saving ? t('Updating…') : t('Confirm Change')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
