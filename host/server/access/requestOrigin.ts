import type { FastifyRequest } from 'fastify';

type OriginRequest = Pick<FastifyRequest, 'protocol' | 'host' | 'headers'>;

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origins this server answers as: the scheme and host the request was made to, and APP_URL's. */
export function ownOrigins(req: OriginRequest, appUrl: string | undefined): string[] {
  const own = [originOf(`${req.protocol}://${req.host}`)];
  if (appUrl?.trim()) own.push(originOf(appUrl.trim()));
  return own.filter((o): o is string => o !== null);
}

/**
 * Whether a browser sent this request from another origin: its Origin is not one of ours (`null`,
 * sent by sandboxed frames and some redirects, counts as foreign), or, without an Origin, its
 * Sec-Fetch-Site says cross-site or same-site. Requests with neither (scripts, servers) are not.
 */
export function isForeignRequest(
  req: OriginRequest,
  appUrl: string | undefined = process.env.APP_URL,
): boolean {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    const parsed = originOf(origin);
    return parsed === null || !ownOrigins(req, appUrl).includes(parsed);
  }
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
