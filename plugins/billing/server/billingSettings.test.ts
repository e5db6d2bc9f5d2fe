import { describe, expect, it } from 'vitest';
import { billingSettings, planOf } from './billingSettings.ts';

describe('billing settings', () => {
  it('takes ids per plan from the environment and overrides from BILLING_PLANS', () => {
    const s = billingSettings({
      STRIPE_PRO_PRODUCT_ID: 'prod_P',
      STRIPE_PRO_PRICE_ID: 'price_P',
      BILLING_PLANS: '{"pro":{"amount":79,"limits":{"users":5}}}',
    });
    const pro = planOf(s, 'prod_P');
    expect(pro).toMatchObject({ id: 'pro', amount: 79, priceId: 'price_P' });
    expect(pro?.limits).toMatchObject({ users: 5, workspaces: 10 });
    expect(planOf(s, 'price_P')?.id).toBe('pro');
    expect(s.secretKey).toBeNull();
    expect(s.apiBase.href).toBe('https://api.stripe.com/');
  });

  it('refuses a malformed plan list or API address, naming the variable', () => {
    expect(() => billingSettings({ BILLING_PLANS: '[1]' })).toThrow('BILLING_PLANS');
    expect(() => billingSettings({ BILLING_PLANS: '{"gold":{}}' })).toThrow("unknown plan 'gold'");
    expect(() => billingSettings({ STRIPE_API_BASE: 'ftp://x' })).toThrow('STRIPE_API_BASE');
  });
});
