import { afterAll, describe, expect, it } from 'vitest';
import { resolveCredential } from '../../plugins/credentials/public.ts';
import { startRecordingServer } from '../http/recordingServer.ts';
import { engineHarness } from './engineHarness.ts';

/**
 * Issue 15: OAuth2 credentials sign in with the authorization-code flow. A provider of ours on
 * 127.0.0.1 speaks RFC 6749: /authorize sends the browser back with a code, /token trades the code
 * (and later the refresh token) for tokens, checking the client's id and secret.
 */
let issued = 0;
const provider = await startRecordingServer((r) => {
  if (r.path === '/authorize') {
    const back = new URL(r.query.get('redirect_uri') ?? '');
    back.searchParams.set('code', `code-for-${r.query.get('client_id')}`);
    back.searchParams.set('state', r.query.get('state') ?? '');
    return { status: 302, body: '', headers: { location: back.toString() } };
  }
  if (r.path === '/token') {
    const form = new URLSearchParams(r.body);
    if (form.get('client_id') !== 'app-1' || form.get('client_secret') !== 'app-secret')
      return { status: 401, body: { error: 'invalid_client' } };
    if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'code-for-app-1') {
      issued += 1;
      // 30 s: inside the renewal margin, so the next use renews it
      return {
        body: { access_token: `at-${issued}`, refresh_token: 'rt-1', expires_in: 30, token_type: 'Bearer' },
      };
    }
    if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'rt-1') {
      issued += 1;
      return { body: { access_token: `at-${issued}`, expires_in: 3600, token_type: 'Bearer' } };
    }
    return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad code' } };
  }
  return undefined;
});
afterAll(() => provider.close());
const h = engineHarness({ env: { HTTP_ALLOW_PRIVATE: '127.0.0.1' } });

async function gmailCredential(extra: Record<string, string> = {}) {
  const res = await h.call('POST', '/credentials', {
    name: `Gmail ${crypto.randomUUID().slice(0, 6)}`,
    credentialName: 'gmailOAuth2',
    plainDataObj: {
      clientId: 'app-1',
      clientSecret: 'app-secret',
      authUrl: `${provider.url}/authorize`,
      accessTokenUrl: `${provider.url}/token`,
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** The sign-in as a browser window goes through it: ours, the provider, back to ours. */
async function signIn(id: string) {
  const start = await h.server.fetch(`/api/v1/oauth2-credential/authorize/${id}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const toProvider = new URL(start.headers.get('location') ?? '');
  const back = await fetch(toProvider, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  const done = await fetch(callback);
  return { toProvider, callback, done, page: await done.text() };
}

const resolve = (id: string) =>
  resolveCredential(h.server.app.brains.db, 'default', id, h.server.config).then((c) => c.data);

describe('OAuth2 credential sign-in', () => {
  it('authorize sends the browser to the provider with the client, scope, redirect and a state; the callback stores the tokens sealed', async () => {
    const id = await gmailCredential();
    const { toProvider, done, page } = await signIn(id);
    expect(toProvider.origin + toProvider.pathname).toBe(`${provider.url}/authorize`);
    expect(Object.fromEntries(toProvider.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'app-1',
      redirect_uri: `${h.server.url}/api/v1/oauth2-credential/callback`,
      scope: expect.stringContaining('https://www.googleapis.com/auth/gmail'),
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(done.status).toBe(200);
    expect(page).toContain('Signed in with Google');
    expect(done.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    // the page and the API never show a token
    expect(page).not.toMatch(/at-\d|rt-1/);
    const shown = await h.call('GET', `/credentials/${id}`);
    expect(shown.body.setFields).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token', 'expires_at']),
    );
    expect(JSON.stringify(shown.body)).not.toMatch(/at-\d|rt-1/);
    // the token endpoint got the code with the same redirect URI
    const grant = new URLSearchParams(provider.requests.filter((r) => r.path === '/token').at(-1)?.body);
    expect(grant.get('grant_type')).toBe('authorization_code');
    expect(grant.get('redirect_uri')).toBe(`${h.server.url}/api/v1/oauth2-credential/callback`);

    // the token runs out within the margin: the next use renews it with the refresh token, once
    const first = await resolve(id);
    expect(first.access_token).toMatch(/^at-\d+$/);
    expect(first.refresh_token).toBe('rt-1');
    const again = await resolve(id);
    expect(again.access_token).toBe(first.access_token);
    expect(Number(again.expires_at)).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('a state is used once; a forged or missing one, a refusal by the provider and a bad code end on a clear page', async () => {
    const id = await gmailCredential();
    const { callback } = await signIn(id);
    const replay = await fetch(callback);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('already completed');

    const forged = new URL(callback);
    forged.searchParams.set('state', `${forged.searchParams.get('state')}x`);
    expect(await (await fetch(forged)).text()).toContain('not valid or has expired');
    expect((await fetch(`${h.server.url}/api/v1/oauth2-credential/callback`)).status).toBe(400);

    const denied = await h.server.fetch(`/api/v1/oauth2-credential/authorize/${id}`, { redirect: 'manual' });
    const state = new URL(denied.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const refused = await fetch(
      `${h.server.url}/api/v1/oauth2-credential/callback?state=${encodeURIComponent(state)}&error=access_denied`,
    );
    expect(await refused.text()).toContain('did not sign you in: access_denied');

    const fresh = await h.server.fetch(`/api/v1/oauth2-credential/authorize/${id}`, { redirect: 'manual' });
    const state2 = new URL(fresh.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const badCode = await fetch(
      `${h.server.url}/api/v1/oauth2-credential/callback?state=${encodeURIComponent(state2)}&code=wrong`,
    );
    expect(badCode.status).toBe(400);
    expect(await badCode.text()).toContain('invalid_grant: Bad code');
  });

  it('refresh renews on request; other credential types, missing client settings and no refresh token are 400s naming why', async () => {
    const id = await gmailCredential();
    expect((await h.call('POST', `/oauth2-credential/refresh/${id}`)).text).toMatch(
      /no refresh token: sign in first/,
    );
    await signIn(id);
    const renewed = await h.call('POST', `/oauth2-credential/refresh/${id}`);
    expect(renewed.status, renewed.text).toBe(200);
    expect(Date.parse(renewed.body.expiresAt)).toBeGreaterThan(Date.now());

    const key = await h.call('POST', '/credentials', {
      name: `OpenAI ${crypto.randomUUID().slice(0, 6)}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-x' },
    });
    const notOAuth = await h.call('GET', `/oauth2-credential/authorize/${key.body.id}`);
    expect(notOAuth.status).toBe(400);
    expect(notOAuth.text).toMatch(/does not sign in with OAuth2/);

    const bare = await h.call('POST', '/credentials', {
      name: `Gmail bare ${crypto.randomUUID().slice(0, 6)}`,
      credentialName: 'gmailOAuth2',
      plainDataObj: {},
    });
    const noClient = await h.call('GET', `/oauth2-credential/authorize/${bare.body.id}`);
    expect(noClient.status).toBe(400);
    expect(noClient.text).toMatch(/set its Client ID and Client Secret/);
  });

  it('an edit keeps the sign-in; a pasted access token replaces it (no refresh of a token the user brought)', async () => {
    const id = await gmailCredential();
    await signIn(id);
    const renamed = await h.call('PUT', `/credentials/${id}`, { name: `Gmail renamed ${id.slice(0, 6)}` });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await h.call('GET', `/credentials/${id}`)).body.setFields).toContain('refresh_token');
    await h.call('PUT', `/credentials/${id}`, { plainDataObj: { access_token: 'pasted-token' } });
    const data = await resolve(id);
    expect(data.access_token).toBe('pasted-token');
    expect(data.refresh_token).toBeUndefined();
  });
});
