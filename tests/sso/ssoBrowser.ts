import { expect } from 'vitest';
import type { TestServer } from '../api/startTestServer.ts';
import type { OidcTestServer } from './oidcTestServer.ts';

/** A JSON request (PUT unless told), as the SSO config page sends it. */
export const json = (body: unknown, method = 'PUT'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Follows the browser's redirects by hand up to the provider's answer at our callback. */
export async function toCallback(
  server: TestServer,
  idp: OidcTestServer,
  providerId: string,
): Promise<string> {
  const start = await server.anonymousFetch(`/api/v1/sso/${providerId}/login`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const authorize = start.headers.get('location') ?? '';
  expect(authorize.startsWith(`${idp.issuer}/authorize?`)).toBe(true);
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  return approved.headers.get('location') ?? '';
}

/** Calls the callback; returns where it sends the browser and the cookies it set. */
export async function finish(server: TestServer, callback: string) {
  const res = await fetch(callback, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const cookies = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = (pair ?? '').indexOf('=');
    if (eq > 0) cookies.set(pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1)));
  }
  const location = res.headers.get('location') ?? '';
  const error = new URL(location, server.url).searchParams.get('ssoError');
  return { location, cookies, error };
}
