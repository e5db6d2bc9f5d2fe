import type { PlanId, PlanLimits } from './plans.ts';

/** Section 3's proration entity, amounts in the currency's main unit. */
export interface Proration {
  /** Epoch seconds. */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  currency: string;
  newPlanAmount: number;
  prorationAmount: number;
  /** The customer's balance: negative is a credit that pays part of what is due. */
  creditBalance: number;
  eligibleForFirstMonthFree: boolean;
  /** Epoch seconds; sent back with the change so it is charged exactly as previewed. */
  prorationDate: number;
}

/** Section 3's seat quantity. */
export interface SeatQuantity {
  quantity: number;
  totalOrgUsers: number;
}

export interface CardSummary {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Section 3's customer default source (only the card summary, nothing else of the customer). */
export interface CustomerDefaultSource {
  invoice_settings: { default_payment_method: { card: CardSummary } | null };
}

export interface UsageCount {
  usage: number;
  limit: number | null;
}

/** GET /organization/get-current-usage. */
export interface CurrentUsage {
  plan: PlanId;
  /** active | trialing | past_due | unpaid | canceled | none (billing not set up). */
  status: string;
  predictions: UsageCount;
  storage: UsageCount;
  flows: UsageCount;
  users: UsageCount;
  workspaces: UsageCount;
  additionalSeats: number;
  limits: PlanLimits;
}
