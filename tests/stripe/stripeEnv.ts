export const STRIPE_SECRET_KEY = 'sk_test_brains_studio';
export const STRIPE_WEBHOOK_SECRET = 'whsec_brains_studio_test';
export const FIRST_MONTH_FREE_COUPON = 'first_month_free';

/** The app's environment that points billing at a Stripe protocol server (tests/stripe) at `url`. */
export function stripeEnv(url: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: url,
    STRIPE_FREE_PRODUCT_ID: 'prod_free',
    STRIPE_FREE_PRICE_ID: 'price_free',
    STRIPE_STARTER_PRODUCT_ID: 'prod_starter',
    STRIPE_STARTER_PRICE_ID: 'price_starter',
    STRIPE_PRO_PRODUCT_ID: 'prod_pro',
    STRIPE_PRO_PRICE_ID: 'price_pro',
    STRIPE_ENTERPRISE_PRODUCT_ID: 'prod_enterprise',
    STRIPE_SEAT_PRICE_ID: 'price_seat',
    STRIPE_FIRST_MONTH_FREE_COUPON: FIRST_MONTH_FREE_COUPON,
  };
}
