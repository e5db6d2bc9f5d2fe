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

/** SECURE_COOKIES=true, or an https APP_URL, marks the cookies Secure. */
function secure(): boolean {
  return process.env.SECURE_COOKIES === 'true' || (process.env.APP_URL ?? '').startsWith('https:');
}

function serialize(name: string, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure()) parts.push('Secure');
  return parts.join('; ');
}

/** Both session cookies: httpOnly, so no script (nor an injected one) can read them. */
export function setSessionCookies(
  reply: FastifyReply,
  access: { token: string; maxAge: number },
  refresh: { token: string; maxAge: number },
): void {
  reply.header('set-cookie', [
    serialize(ACCESS_COOKIE, access.token, access.maxAge),
    serialize(REFRESH_COOKIE, refresh.token, refresh.maxAge),
  ]);
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.header('set-cookie', [serialize(ACCESS_COOKIE, '', 0), serialize(REFRESH_COOKIE, '', 0)]);
}
