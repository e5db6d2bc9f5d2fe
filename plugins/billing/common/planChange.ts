/** Section 5's messages for a plan change that must wait. */
export const REMOVE_SEATS_AND_USERS = 'You must remove additional seats and users before changing your plan.';
export const REMOVE_WORKSPACES =
  'You must remove all workspaces except the default workspace before changing your plan.';
/** Section 8. */
export const NO_PAYMENT_METHOD = 'No payment method found';
export const SUBSCRIPTION_UPDATED = 'Subscription updated successfully!';
export const SUBSCRIPTION_FAILED = 'Subscription failed to update';
export const VERIFY_FAILED = 'Failed to verify subscription';

/** What stands in the way of a plan change, counted on the organisation. */
export interface PlanChangeCounts {
  additionalSeats: number;
  organizationUsers: number;
  workspaces: number;
}

/**
 * Section 5: a plan change waits while additional seats exceed 0 or more than one person is in
 * the organisation (first message), or more than one workspace exists (second). The web disables
 * Confirm Change with the message; the server refuses the change with it.
 */
export function planChangeBlocker(c: PlanChangeCounts): string | null {
  if (c.additionalSeats > 0 || c.organizationUsers > 1) return REMOVE_SEATS_AND_USERS;
  if (c.workspaces > 1) return REMOVE_WORKSPACES;
  return null;
}

/** Section 5: due today is the maximum of 0 and (proration plus credit balance; a credit is negative). */
export function dueToday(prorationAmount: number, creditBalance: number): number {
  return Math.max(0, prorationAmount + creditBalance);
}

/** Section 5: amounts show 2 decimals. */
export function formatAmount(amount: number, currency = 'usd'): string {
  const symbol = ({ usd: '$', eur: '€', gbp: '£' } as Record<string, string>)[currency.toLowerCase()];
  const sign = amount < 0 ? '-' : '';
  const text = Math.abs(amount).toFixed(2);
  return symbol ? `${sign}${symbol}${text}` : `${sign}${text} ${currency.toUpperCase()}`;
}
