import { type AccessPolicy, allowEverything } from '../../../host/server/access/AccessPolicy.ts';
import { sessionAccessPolicy } from '../../../host/server/access/sessionAccessPolicy.ts';
import { apiKeyPolicy } from '../../apikeys/server/apiKeyPolicy.ts';
import { authenticateSession } from './authenticateSession.ts';
import { SIGNED_IN_ROUTES } from './signedIn.ts';

const sessions = apiKeyPolicy(
  sessionAccessPolicy(authenticateSession, {
    signedInOnly: (route) => SIGNED_IN_ROUTES.has(`${route.method} ${route.url}`),
  }),
);

/**
 * The server's policy: a Bearer API key (apikeys plugin) or a session cookie. When the identity
 * plugin is not loaded (DISABLED_PLUGINS=identity, or a test's own plugin list) there are no
 * sessions to check, so requests pass as they did before identity existed.
 */
export const identityAccessPolicy: AccessPolicy = {
  check(req, route, edition) {
    const loaded = req.server.brains.registry.get('identity') !== undefined;
    return (loaded ? sessions : allowEverything).check(req, route, edition);
  },
};
