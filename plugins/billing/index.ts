import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Cloud subscription billing: plans from configuration, the pricing dialog and plan change with
 * proration, additional seats, usage against the plan, the provider's portal and webhooks.
 */
export default definePlugin({
  id: 'billing',
  description: 'Cloud plans, seats, proration, usage and the payment provider (Stripe)',
  editions: ['cloud'],
  server: () => import('./server/index.ts'),
});
