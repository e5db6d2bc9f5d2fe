import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What the sign-in's `state` carries: the credential, its workspace, a nonce, an expiry. */
export interface OAuth2State {
  credentialId: string;
  workspaceId: string;
  nonce: string;
  expires: number;
}

/** How long a started sign-in may take. */
export const STATE_TTL_MS = 10 * 60_000;

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update('oauth2-state:').update(payload).digest('base64url');

/** A signed state for the authorization URL (the provider hands it back to the callback unchanged). */
export function signState(key: Buffer, credentialId: string, workspaceId: string, now = Date.now()): string {
  const state: OAuth2State = { credentialId, workspaceId, nonce: randomUUID(), expires: now + STATE_TTL_MS };
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The state if its signature is ours and it has not expired, else undefined. */
export function readState(key: Buffer, text: string, now = Date.now()): OAuth2State | undefined {
  const [payload = '', signature = ''] = text.split('.');
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuth2State;
    return typeof state.credentialId === 'string' && state.expires > now ? state : undefined;
  } catch {
    return undefined;
  }
}
