import type { FastifyRequest } from 'fastify';

/** The organisation's billing fields of the spec's section 3 user record (cloud billing fills them). */
export interface OrganizationBillingFields {
  activeOrganizationSubscriptionId?: string;
  activeOrganizationCustomerId?: string;
  activeOrganizationProductId?: string;
}

/** Who the user record is being built for. */
export interface AuthUserSubject {
  organizationId: string;
  userId: string;
  email: string;
  name: string;
  isOrganizationAdmin: boolean;
}

/**
 * Asked whenever the user record is built (login, refresh, me, workspace switch): a plugin that
 * keeps organisation data the record names (billing) adds its fields. Asked only on servers where
 * that plugin is loaded; the request gives it the server (req.server.brains) and a logger.
 */
export type AuthUserExtension = (
  req: FastifyRequest,
  subject: AuthUserSubject,
) => Promise<OrganizationBillingFields>;

const extensions = new Map<string, AuthUserExtension>();

/** Registered by a plugin's server module. */
export function extendAuthUser(pluginId: string, extension: AuthUserExtension): void {
  extensions.set(pluginId, extension);
}

/** Every registered extension's fields; a failing one adds nothing (sign-in never fails for it). */
export async function authUserExtras(
  req: FastifyRequest,
  subject: AuthUserSubject,
): Promise<OrganizationBillingFields> {
  const out: OrganizationBillingFields = {};
  for (const [pluginId, extension] of extensions) {
    if (!req.server.brains?.registry.get(pluginId)) continue;
    try {
      Object.assign(out, await extension(req, subject));
    } catch {
      // the extension logs its own failure; the record keeps its empty fields
    }
  }
  return out;
}
