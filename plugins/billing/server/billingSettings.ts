import { DEFAULT_PLANS, PLAN_IDS, type PlanDefinition, type PlanId } from '../common/plans.ts';

/** A plan with the payment provider's ids for it. */
export interface ConfiguredPlan extends PlanDefinition {
  productId: string;
  /** The monthly price; none for Enterprise (sold by mail). */
  priceId: string;
}

/** Billing settings from the environment, read when used (tests set them per file). */
export interface BillingSettings {
  /** Null: billing is not configured, its calls answer 503 (pricing still shows). */
  secretKey: string | null;
  webhookSecret: string | null;
  /** Where the provider's API is: https://api.stripe.com unless STRIPE_API_BASE says otherwise. */
  apiBase: URL;
  plans: ConfiguredPlan[];
  seatPriceId: string;
  /** The coupon that makes a first Starter month free; none: no first month free. */
  firstMonthFreeCoupon: string | null;
  contactEmail: string;
}

const ENV_PREFIX: Record<PlanId, string> = {
  free: 'STRIPE_FREE',
  starter: 'STRIPE_STARTER',
  pro: 'STRIPE_PRO',
  enterprise: 'STRIPE_ENTERPRISE',
};

export class BillingConfigError extends Error {}

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  return env[name]?.trim() || null;
}

/** BILLING_PLANS: a JSON object by plan id of fields to change, e.g. {"pro":{"amount":79}}. */
function overrides(env: NodeJS.ProcessEnv): Partial<Record<PlanId, Partial<PlanDefinition>>> {
  const raw = text(env, 'BILLING_PLANS');
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BillingConfigError('BILLING_PLANS must be a JSON object keyed by plan id');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new BillingConfigError('BILLING_PLANS must be a JSON object keyed by plan id');
  for (const key of Object.keys(parsed))
    if (!PLAN_IDS.includes(key as PlanId))
      throw new BillingConfigError(`BILLING_PLANS: unknown plan '${key}' (plans: ${PLAN_IDS.join(', ')})`);
  return parsed as Partial<Record<PlanId, Partial<PlanDefinition>>>;
}

function apiBase(env: NodeJS.ProcessEnv): URL {
  const raw = text(env, 'STRIPE_API_BASE') ?? 'https://api.stripe.com';
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {}
  throw new BillingConfigError(`STRIPE_API_BASE must be an http(s) URL, not '${raw}'`);
}

export function billingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const changes = overrides(env);
  const plans = DEFAULT_PLANS.map((plan): ConfiguredPlan => {
    const change = changes[plan.id] ?? {};
    const prefix = ENV_PREFIX[plan.id];
    return {
      ...plan,
      ...change,
      id: plan.id,
      limits: { ...plan.limits, ...(change.limits ?? {}) },
      productId: text(env, `${prefix}_PRODUCT_ID`) ?? `prod_${plan.id}`,
      priceId: text(env, `${prefix}_PRICE_ID`) ?? '',
    };
  });
  return {
    secretKey: text(env, 'STRIPE_SECRET_KEY'),
    webhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET'),
    apiBase: apiBase(env),
    plans,
    seatPriceId: text(env, 'STRIPE_SEAT_PRICE_ID') ?? '',
    firstMonthFreeCoupon: text(env, 'STRIPE_FIRST_MONTH_FREE_COUPON'),
    contactEmail: text(env, 'BILLING_CONTACT_EMAIL') ?? 'sales@brains.studio',
  };
}

export function planById(settings: BillingSettings, id: PlanId): ConfiguredPlan {
  return settings.plans.find((p) => p.id === id) as ConfiguredPlan;
}

/** The plan a product or price id belongs to, or undefined. */
export function planOf(settings: BillingSettings, productOrPriceId: string | null | undefined) {
  if (!productOrPriceId) return undefined;
  return settings.plans.find(
    (p) => p.productId === productOrPriceId || (p.priceId && p.priceId === productOrPriceId),
  );
}
