import type { FastifyRequest } from 'fastify';
import type { AccessDecision, AccessPolicy } from '../../../host/server/access/AccessPolicy.ts';
import { requestPrincipal } from '../../../host/server/access/requestPrincipal.ts';
import { requestScope } from '../../../host/server/access/requestScope.ts';

/** The caller a gate judges: the organisation when a session names it, always the workspace. */
export interface GatedCaller {
  /** Null for API-key callers: the gate finds it from the workspace. */
  organizationId: string | null;
  workspaceId: string;
}

/** Section 8's '401 with redirectTo and error' (e.g. error 'subscription_canceled'). */
export interface GateRefusal {
  message: string;
  error: string;
  redirectTo: string;
}

/**
 * Asked after the access policy let a caller through to a non-public route: a plugin that knows
 * an organisation may not use the product now (billing: a cancelled subscription) refuses with a
 * redirect. Public and signed-in-only routes (sign-in, the session, billing's own calls) are never
 * gated, so the person can still reach the page that lifts the refusal.
 */
export type OrganizationGate = (req: FastifyRequest, caller: GatedCaller) => Promise<GateRefusal | null>;

const gates = new Map<string, OrganizationGate>();

/** Registered by a plugin's server module; asked only on servers where that plugin is loaded. */
export function gateOrganization(pluginId: string, gate: OrganizationGate): void {
  gates.set(pluginId, gate);
}

/** Wraps the identity policy: what it allows still passes every loaded plugin's gate. */
export function organizationGatePolicy(inner: AccessPolicy): AccessPolicy {
  return {
    async check(req, route, edition): Promise<AccessDecision> {
      const decision = await inner.check(req, route, edition);
      if (!decision.allowed || route.public || gates.size === 0) return decision;
      const principal = requestPrincipal(req);
      const caller = {
        organizationId: principal?.organizationId ?? null,
        workspaceId: principal?.workspaceId ?? requestScope(req).workspaceId,
      };
      for (const [pluginId, gate] of gates) {
        if (!req.server.brains?.registry.get(pluginId)) continue;
        const refusal = await gate(req, caller);
        if (refusal) return { allowed: false, statusCode: 401, ...refusal };
      }
      return decision;
    },
  };
}
