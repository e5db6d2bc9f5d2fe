import type { AccessPolicy } from '../../../host/server/access/AccessPolicy.ts';
import { sessionAccessPolicy } from '../../../host/server/access/sessionAccessPolicy.ts';
import { apiKeyPolicy } from '../../apikeys/server/apiKeyPolicy.ts';
import { apiKeyCreatorPermissions } from './apiKeyCreatorPermissions.ts';
import { authenticateSession } from './authenticateSession.ts';
import { SIGNED_IN_ROUTES } from './signedIn.ts';

/**
 * The server's policy while identity is loaded: a Bearer API key (apikeys plugin) or a session
 * cookie. Contributed through the server half, so DISABLED_PLUGINS=identity (or a plugin list
 * without identity) leaves the host's allow-everything policy in place.
 */
export const identityAccessPolicy: AccessPolicy = apiKeyPolicy(
  sessionAccessPolicy(authenticateSession, {
    signedInOnly: (route) => SIGNED_IN_ROUTES.has(`${route.method} ${route.url}`),
  }),
  apiKeyCreatorPermissions,
);
