import type { FastifyRequest } from 'fastify';

/**
 * Our address as a sign-in provider (SSO, an OAuth2 credential) sends browsers back to it: APP_URL
 * when set, else the one called.
 */
export function appBaseUrl(req: FastifyRequest): string {
  return process.env.APP_URL?.trim().replace(/\/+$/, '') || `${req.protocol}://${req.host}`;
}
