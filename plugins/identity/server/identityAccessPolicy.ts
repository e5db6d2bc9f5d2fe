import type { AccessPolicy } from '../../../host/server/access/AccessPolicy.ts';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { sessionAccessPolicy } from '../../../host/server/access/sessionAccessPolicy.ts';
import { apiKeyPolicy } from '../../apikeys/public.ts';
import { apiKeyCreatorPermissions } from './apiKeyCreatorPermissions.ts';
import { apiKeyFeatures } from './apiKeyFeatures.ts';
import { authenticateSession } from './authenticateSession.ts';
import { crossSiteGuard } from './crossSiteGuard.ts';
import { SIGNED_IN_ROUTES } from './signedIn.ts';

const signedInOnly = (route: MountedRoute) => SIGNED_IN_ROUTES.has(`${route.method} ${route.url}`);

/**
 * Routes an API key may never call: the signed-in routes and the non-public routes of identity and
 * of its SSO configuration, whose handlers act for the signed-in person (they read the session).
 */
const PERSON_OWNERS = new Set(['identity', 'sso']);
const keyRefused = (route: MountedRoute) =>
  signedInOnly(route) || (!route.public && PERSON_OWNERS.has(route.owner));

/**
 * The server's policy while identity is loaded: a Bearer API key (apikeys plugin) or a session
 * cookie, refused from another origin when it changes something (crossSiteGuard). Contributed
 * through the server half, so DISABLED_PLUGINS=identity (or a plugin list without identity)
 * leaves the host's allow-everything policy in place.
 */
export const identityAccessPolicy: AccessPolicy = apiKeyPolicy(
  crossSiteGuard(sessionAccessPolicy(authenticateSession, { signedInOnly })),
  { creatorPermissions: apiKeyCreatorPermissions, sessionOnly: keyRefused, features: apiKeyFeatures },
);
