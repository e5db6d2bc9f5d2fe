/** The plans of the cloud edition. 'free' is where a new organisation starts (no card needed). */
export const PLAN_IDS = ['free', 'starter', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan allows; null means no limit. Users count the organisation's people, seats aside. */
export interface PlanLimits {
  flows: number | null;
  predictionsPerMonth: number | null;
  storageBytes: number | null;
  users: number | null;
  workspaces: number | null;
}

export interface PlanFeature {
  text: string;
  subtext?: string;
}

export interface PlanDefinition {
  id: PlanId;
  title: string;
  subtitle: string;
  /** Monthly price in the currency's main unit; null: priced on request (Enterprise). */
  amount: number | null;
  currency: string;
  features: PlanFeature[];
  mostPopular?: boolean;
  limits: PlanLimits;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * DECISION (spec section 9: "plan prices and limits: not shown"): the peer's public prices, and
 * limits a small team outgrows in this order. An operator overrides any of it with BILLING_PLANS.
 */
export const DEFAULT_PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    title: 'Free',
    subtitle: 'To try the builder',
    amount: 0,
    currency: 'usd',
    features: [{ text: '2 flows' }, { text: '100 predictions / month' }, { text: '5 MB storage' }],
    limits: { flows: 2, predictionsPerMonth: 100, storageBytes: 5 * MB, users: 1, workspaces: 1 },
  },
  {
    id: 'starter',
    title: 'Starter',
    subtitle: 'For individuals and small teams',
    amount: 35,
    currency: 'usd',
    mostPopular: true,
    features: [
      { text: 'Unlimited flows' },
      { text: '10,000 predictions / month' },
      { text: '1 GB storage' },
      { text: 'Additional seats', subtext: 'per user and month' },
    ],
    limits: { flows: null, predictionsPerMonth: 10_000, storageBytes: GB, users: 1, workspaces: 1 },
  },
  {
    id: 'pro',
    title: 'Pro',
    subtitle: 'For growing teams',
    amount: 65,
    currency: 'usd',
    features: [
      { text: 'Unlimited flows' },
      { text: '50,000 predictions / month' },
      { text: '10 GB storage' },
      { text: 'Workspaces, roles and users', subtext: '2 users included, more as seats' },
      { text: 'Login activity and logs' },
    ],
    limits: { flows: null, predictionsPerMonth: 50_000, storageBytes: 10 * GB, users: 2, workspaces: 10 },
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    subtitle: 'For organisations with their own needs',
    amount: null,
    currency: 'usd',
    features: [
      { text: 'Everything in Pro' },
      { text: 'Single sign-on' },
      { text: 'Custom limits and support agreement' },
    ],
    limits: { flows: null, predictionsPerMonth: null, storageBytes: null, users: null, workspaces: null },
  },
];

/** The spec's pricing plan entity (section 3), as GET /pricing answers it. */
export interface PricingPlan {
  title: string;
  subtitle: string;
  price: string;
  period: string;
  features: PlanFeature[];
  mostPopular: boolean;
  prodId: string;
  /** Not in the spec's list: which plan this is, its amount (First Month Free) and, for Enterprise, whom to mail. */
  id: PlanId;
  amount: number | null;
  currency: string;
  contactEmail?: string;
}

/** '$35', '€12.50'; Enterprise says 'Contact Us'. */
export function planPrice(amount: number | null, currency: string): string {
  if (amount === null) return 'Contact Us';
  const symbol = ({ usd: '$', eur: '€', gbp: '£' } as Record<string, string>)[currency.toLowerCase()];
  const number = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return symbol ? `${symbol}${number}` : `${number} ${currency.toUpperCase()}`;
}

export function pricingPlan(plan: PlanDefinition, prodId: string, contactEmail?: string): PricingPlan {
  return {
    id: plan.id,
    title: plan.title,
    subtitle: plan.subtitle,
    price: planPrice(plan.amount, plan.currency),
    period: plan.amount === null ? '' : '/month',
    features: plan.features,
    mostPopular: plan.mostPopular ?? false,
    prodId,
    amount: plan.amount,
    currency: plan.currency,
    ...(plan.id === 'enterprise' && contactEmail ? { contactEmail } : {}),
  };
}
