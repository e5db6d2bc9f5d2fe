import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { extendAuthUser, gateOrganization } from '../../identity/public.ts';
import { billingAuthFields } from './billingAuthFields.ts';
import { billingPlanLimits } from './billingPlanLimits.ts';
import { billingMigrations } from './migrations.ts';
import { accountBillingRoutes } from './routes/accountBillingRoutes.ts';
import { planRoutes } from './routes/planRoutes.ts';
import { pricingRoutes } from './routes/pricingRoutes.ts';
import { seatRoutes } from './routes/seatRoutes.ts';
import { usageRoutes } from './routes/usageRoutes.ts';
import { webhookRoutes } from './routes/webhookRoutes.ts';
import { subscriptionGate } from './subscriptionGate.ts';

extendAuthUser('billing', billingAuthFields);
gateOrganization('billing', subscriptionGate);

export default definePluginServer({
  migrations: billingMigrations,
  planLimits: billingPlanLimits,
  routes: [
    ...pricingRoutes,
    ...planRoutes,
    ...seatRoutes,
    ...usageRoutes,
    ...accountBillingRoutes,
    ...webhookRoutes,
  ],
});
