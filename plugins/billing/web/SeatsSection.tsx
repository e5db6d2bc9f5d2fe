import { Button, makeStyles, SpinButton, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { SeatQuantity } from '../common/billingTypes.ts';
import { AddSeatsDialog } from './AddSeatsDialog.tsx';
import { billingApi } from './billingApi.ts';
import { useBillingLoad } from './useBillingLoad.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Additional seats on a paid plan: how many, and buying more or fewer with proration. */
export function SeatsSection({ subscriptionId, onChanged }: { subscriptionId: string; onChanged(): void }) {
  const t = useT();
  const styles = useStyles();
  const [version, setVersion] = useState(0);
  const seats = useBillingLoad<SeatQuantity>(`${subscriptionId}/${version}`, () =>
    billingApi.seats(subscriptionId),
  );
  const [wanted, setWanted] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!seats.value) return null;
  const value = wanted ?? seats.value.quantity;
  return (
    <section className={styles.section} aria-label={t('Seats')}>
      <Subtitle2 as="h2">{t('Seats')}</Subtitle2>
      <Text data-testid="seat-count">
        {t('{{n}} additional seats, {{people}} people in the organisation', {
          n: seats.value.quantity,
          people: seats.value.totalOrgUsers,
        })}
      </Text>
      <div className={styles.row}>
        <SpinButton
          aria-label={t('Additional seats')}
          min={0}
          max={500}
          value={value}
          onChange={(_, d) => setWanted(Number(d.value ?? d.displayValue ?? value) || 0)}
        />
        <Button onClick={() => setWanted(value + 1)}>{t('Add seat')}</Button>
        <Button
          appearance="primary"
          disabled={value === seats.value.quantity}
          onClick={() => setConfirming(true)}
        >
          {t('Update seats')}
        </Button>
      </div>
      {confirming && (
        <AddSeatsDialog
          subscriptionId={subscriptionId}
          quantity={value}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            setWanted(null);
            setVersion((v) => v + 1);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
