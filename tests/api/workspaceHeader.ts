import type { AccessPolicy } from '../../host/server/access/AccessPolicy.ts';
import { DEFAULT_WORKSPACE_ID, setRequestScope } from '../../host/server/access/requestScope.ts';

/** An access policy for tests without sign-in: a request names its workspace in x-test-workspace, as the identity policy sets it from the session. */
export const workspaceHeaderPolicy: AccessPolicy = {
  check(req) {
    const ws = req.headers['x-test-workspace'];
    setRequestScope(req, { workspaceId: typeof ws === 'string' ? ws : DEFAULT_WORKSPACE_ID, userId: null });
    return { allowed: true };
  },
};

/** The headers that put a request in `workspace` under workspaceHeaderPolicy (none: the default workspace). */
export function workspaceHeader(workspace?: string): Record<string, string> {
  return workspace ? { 'x-test-workspace': workspace } : {};
}
