import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Payment20Regular } from '@fluentui/react-icons';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { CustomerDefaultSource } from '../common/billingTypes.ts';
import { NO_PAYMENT_METHOD } from '../common/planChange.ts';
import { billingApi } from './billingApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

const useStyles = makeStyles({
  card: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const openPortal = () => billingApi.openPortal().catch((err) => notify.error(errorMessage(err)));

/** The customer's default card, or section 8's 'No payment method found' with a way to add one. */
export function PaymentMethod({ source }: { source: CustomerDefaultSource }) {
  const t = useT();
  const styles = useStyles();
  const card = source.invoice_settings.default_payment_method?.card;
  if (!card)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t(NO_PAYMENT_METHOD)}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={openPortal}>
            {t('Add payment method')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  return (
    <div className={styles.card} data-testid="payment-method">
      <Payment20Regular />
      <Text>
        {t('{{brand}} •••• {{last4}}, expires {{month}}/{{year}}', {
          brand: card.brand.toUpperCase(),
          last4: card.last4,
          month: String(card.exp_month).padStart(2, '0'),
          year: card.exp_year,
        })}
      </Text>
    </div>
  );
}
