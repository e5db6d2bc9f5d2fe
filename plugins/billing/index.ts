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
  routes: [
    {
      path: '/account-type',
      layout: 'main',
      title: 'Account type',
      page: () => import('./web/AccountTypePage.tsx'),
    },
  ],
  menuItems: [
    {
      group: 'Manage',
      label: 'Account type',
      icon: 'CreditCardPerson24Regular',
      route: '/account-type',
      rank: 81,
      editions: ['cloud'],
    },
  ],
  topBarItems: [
    {
      id: 'upgrade',
      component: () => import('./web/UpgradeButton.tsx'),
      rank: 5,
      placement: 'end',
      editions: ['cloud'],
    },
  ],
});
