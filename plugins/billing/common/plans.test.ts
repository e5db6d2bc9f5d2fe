import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS, planPrice, pricingPlan } from './plans.ts';

describe('plans', () => {
  it('prices read as the pricing grid shows them', () => {
    expect(planPrice(35, 'usd')).toBe('$35');
    expect(planPrice(12.5, 'eur')).toBe('€12.50');
    expect(planPrice(null, 'usd')).toBe('Contact Us');
    expect(planPrice(9, 'chf')).toBe('9 CHF');
  });

  it('the pricing entity carries the spec fields, and the contact address only for Enterprise', () => {
    const [free, starter, , enterprise] = DEFAULT_PLANS.map((p) =>
      pricingPlan(p, `prod_${p.id}`, 'sales@x.test'),
    );
    expect(Object.keys(starter ?? {})).toEqual(
      expect.arrayContaining(['title', 'subtitle', 'price', 'period', 'features', 'mostPopular', 'prodId']),
    );
    expect(starter).toMatchObject({ title: 'Starter', price: '$35', period: '/month', mostPopular: true });
    expect(free?.contactEmail).toBeUndefined();
    expect(enterprise).toMatchObject({ title: 'Enterprise', period: '', contactEmail: 'sales@x.test' });
  });
});
