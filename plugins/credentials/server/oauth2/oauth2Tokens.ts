import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import type { PlainData } from '../../common/credentialData.ts';

/** A token endpoint's answer (RFC 6749 section 5.1). */
interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  token_type?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/** A token this close to its end is refreshed before use. */
export const REFRESH_MARGIN_MS = 60_000;

/** The stored token runs out within the margin and a refresh token can renew it. */
export const needsRefresh = (data: PlainData, now = Date.now()): boolean =>
  Boolean(data.refresh_token && data.accessTokenUrl && data.expires_at) &&
  Number(data.expires_at) - REFRESH_MARGIN_MS <= now;

/**
 * POSTs a grant to the type's token endpoint (form-encoded, the client's id and secret in the body
 * as Google and Microsoft take them) through the guarded fetch; the answer's error is named.
 */
async function requestTokens(
  url: string,
  grant: Record<string, string>,
  allowPrivate: AllowPrivate | undefined,
): Promise<TokenAnswer> {
  const fetch = createGuardedFetch({ allowPrivate: allowPrivate ?? false });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(grant).toString(),
  });
  let answer: TokenAnswer = {};
  try {
    answer = res.json() as TokenAnswer;
  } catch {
    // not JSON: the status says what went wrong
  }
  if (!res.ok || typeof answer.access_token !== 'string' || !answer.access_token) {
    const reason = [answer.error, answer.error_description].filter((s) => typeof s === 'string').join(': ');
    throw new Error(`The token endpoint refused (${res.status}${reason ? `, ${reason}` : ''})`);
  }
  return answer;
}

/** The credential's data with the answer's tokens (a refresh that brings no new refresh token keeps the old one). */
function withTokens(data: PlainData, answer: TokenAnswer, now: number): PlainData {
  const out: PlainData = { ...data, access_token: String(answer.access_token) };
  if (typeof answer.refresh_token === 'string' && answer.refresh_token)
    out.refresh_token = answer.refresh_token;
  const seconds = Number(answer.expires_in);
  if (Number.isFinite(seconds) && seconds > 0) out.expires_at = String(now + seconds * 1000);
  else delete out.expires_at;
  if (typeof answer.token_type === 'string') out.token_type = answer.token_type;
  return out;
}

/** Trades the authorization code for tokens. */
export async function exchangeCode(
  data: PlainData,
  code: string,
  redirectUri: string,
  allowPrivate: AllowPrivate | undefined,
): Promise<PlainData> {
  const answer = await requestTokens(
    data.accessTokenUrl ?? '',
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: data.clientId ?? '',
      client_secret: data.clientSecret ?? '',
    },
    allowPrivate,
  );
  return withTokens(data, answer, Date.now());
}

/** Renews the access token with the stored refresh token. */
export async function refreshTokens(
  data: PlainData,
  allowPrivate: AllowPrivate | undefined,
): Promise<PlainData> {
  const answer = await requestTokens(
    data.accessTokenUrl ?? '',
    {
      grant_type: 'refresh_token',
      refresh_token: data.refresh_token ?? '',
      client_id: data.clientId ?? '',
      client_secret: data.clientSecret ?? '',
    },
    allowPrivate,
  );
  return withTokens(data, answer, Date.now());
}
