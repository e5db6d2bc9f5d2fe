import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { licenseExpired, licenseExpiresAt } from '../license.ts';

/**
 * GET /license: what the /license-expired page shows (public: the page is seen signed out).
 * Enterprise only has a licence; other editions answer { licensed: false }.
 */
export const licenseRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/license',
    public: true,
    handler(_req, _reply, ctx) {
      if (ctx.edition !== 'enterprise') return { licensed: false, expired: false, expiresAt: null };
      let expiresAt: string | null = null;
      try {
        expiresAt = licenseExpiresAt()?.toISOString() ?? null;
      } catch {
        // An unreadable date counts as expired; the date itself stays unknown.
      }
      return { licensed: true, expired: licenseExpired(ctx.edition), expiresAt };
    },
  }),
];
