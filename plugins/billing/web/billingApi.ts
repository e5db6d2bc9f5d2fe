import { http } from '../../../host/web/http/http.ts';
import type { AuthPayload } from '../../../host/web/stores/auth.ts';
import type { CurrentUsage, CustomerDefaultSource, Proration, SeatQuantity } from '../common/billingTypes.ts';
import type { PricingPlan } from '../common/plans.ts';

/** Section 7's billing calls. */
export const billingApi = {
  pricing: () => http.get<PricingPlan[]>('/pricing'),
  usage: () => http.get<CurrentUsage>('/organization/get-current-usage'),
  defaultSource: (customerId: string) =>
    http.get<CustomerDefaultSource>('/organization/customer-default-source', { query: { customerId } }),
  planProration: (subscriptionId: string, newPlanId: string) =>
    http.get<Proration>('/organization/plan-proration', { query: { subscriptionId, newPlanId } }),
  updatePlan: (body: { subscriptionId: string; newPlanId: string; prorationDate: number }) =>
    http.post<{ status: string; user: AuthPayload }>('/organization/update-subscription-plan', body),
  seats: (subscriptionId: string) =>
    http.get<SeatQuantity>('/organization/additional-seats-quantity', { query: { subscriptionId } }),
  seatProration: (subscriptionId: string, quantity: number) =>
    http.get<Proration>('/organization/additional-seats-proration', { query: { subscriptionId, quantity } }),
  updateSeats: (body: { subscriptionId: string; quantity: number; prorationDate: number }) =>
    http.post<{ status: string; quantity: number }>('/organization/update-additional-seats', body),
  /** Section 7: the portal opens in a new tab. */
  async openPortal(): Promise<void> {
    const tab = window.open('', '_blank');
    const { url } = await http.post<{ url: string }>('/account/billing', {});
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  },
};
