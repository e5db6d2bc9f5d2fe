import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { SUBSCRIPTION_UPDATED } from '../common/planChange.ts';
import { billingApi } from './billingApi.ts';
import { ProrationSummary } from './ProrationSummary.tsx';
import { useBillingLoad } from './useBillingLoad.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

/** Confirms a new number of additional seats with its proration (section 7's seat calls). */
export function AddSeatsDialog(props: {
  subscriptionId: string;
  quantity: number;
  onClose(): void;
  onDone(): void;
}) {
  const t = useT();
  const { subscriptionId, quantity } = props;
  const proration = useBillingLoad(`${subscriptionId}/${quantity}`, () =>
    billingApi.seatProration(subscriptionId, quantity),
  );
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    if (!proration.value) return;
    setSaving(true);
    try {
      await billingApi.updateSeats({
        subscriptionId,
        quantity,
        prorationDate: proration.value.prorationDate,
      });
      notify.success(t(SUBSCRIPTION_UPDATED));
      props.onDone();
    } catch (err) {
      notify.error(errorMessage(err));
      setSaving(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface data-testid="seats-dialog" aria-label={t('Additional seats: {{n}}', { n: quantity })}>
        <DialogBody>
          <DialogTitle>{t('Additional seats: {{n}}', { n: quantity })}</DialogTitle>
          <DialogContent>
            {proration.loading && <Spinner size="small" label={t('Loading proration')} />}
            {proration.error && (
              <MessageBar intent="error">
                <MessageBarBody>{proration.error}</MessageBarBody>
              </MessageBar>
            )}
            {proration.value && (
              <ProrationSummary
                proration={proration.value}
                label={t('{{n}} additional seats', { n: quantity })}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('Cancel')}</Button>
            <Button appearance="primary" disabled={saving || !proration.value} onClick={confirm}>
              {t('Confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
