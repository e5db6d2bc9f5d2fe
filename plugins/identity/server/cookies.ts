import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'token';
export const REFRESH_COOKIE = 'refreshToken';

/** The request's cookies (name -> decoded value); a malformed pair is skipped. */
export function readCookies(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const header = req.headers.cookie;
  if (typeof header !== 'string') return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // Not valid percent-encoding: not one of ours.
    }
  }
  return out;
}

/**
 * Secure when the request arrived over https (behind a proxy only when TRUST_PROXY trusts it to say
 * so), or always with SECURE_COOKIES=true or an https APP_URL.
 */
function secure(req: FastifyRequest): boolean {
  return (
    req.protocol === 'https' ||
    process.env.SECURE_COOKIES === 'true' ||
    (process.env.APP_URL ?? '').startsWith('https:')
  );
}

function serialize(req: FastifyRequest, name: string, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure(req)) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The session cookies: httpOnly, so no script (nor an injected one) can read them. `refresh` null
 * sets the access token alone.
 */
export function setSessionCookies(
  reply: FastifyReply,
  access: { token: string; maxAge: number },
  refresh: { token: string; maxAge: number } | null,
): void {
  const req = reply.request;
  reply.header('set-cookie', [
    serialize(req, ACCESS_COOKIE, access.token, access.maxAge),
    ...(refresh ? [serialize(req, REFRESH_COOKIE, refresh.token, refresh.maxAge)] : []),
  ]);
}

export function clearSessionCookies(reply: FastifyReply): void {
  const req = reply.request;
  reply.header('set-cookie', [serialize(req, ACCESS_COOKIE, '', 0), serialize(req, REFRESH_COOKIE, '', 0)]);
}
