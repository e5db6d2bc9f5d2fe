import { expect, test } from '@playwright/test';
import { startRecordingServer } from '../http/recordingServer.ts';
import { screenshotTwin } from './screenshotBoth.ts';

/**
 * Issue 15: an OAuth2 credential signs in from its dialog. The sign-in window goes through the
 * server to a provider of ours on 127.0.0.1 (which consents at once) and back; the dialog hears it
 * and shows the credential signed in. The page never holds a token.
 */
test('an OAuth2 credential signs in with its provider from the dialog', async ({ page, request }) => {
  const provider = await startRecordingServer((r) => {
    if (r.path === '/authorize') {
      const back = new URL(r.query.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'the-code');
      back.searchParams.set('state', r.query.get('state') ?? '');
      return { status: 302, body: '', headers: { location: back.toString() } };
    }
    if (r.path === '/token' && new URLSearchParams(r.body).get('code') === 'the-code')
      return {
        body: { access_token: 'at-e2e', refresh_token: 'rt-e2e', expires_in: 3600, token_type: 'Bearer' },
      };
    return undefined;
  });
  try {
    const name = `Team mail ${Date.now()}`;
    const created = await request.post('/api/v1/credentials', {
      data: {
        name,
        credentialName: 'gmailOAuth2',
        plainDataObj: {
          clientId: 'app-e2e',
          clientSecret: 'app-secret',
          authUrl: `${provider.url}/authorize`,
          accessTokenUrl: `${provider.url}/token`,
        },
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/credentials');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog');
    const signIn = dialog.getByRole('region', { name: 'Sign in with Google' });
    await expect(signIn.getByRole('textbox', { name: 'Redirect URI to register with Google' })).toHaveValue(
      /\/api\/v1\/oauth2-credential\/callback$/,
    );
    await expect(signIn.getByText(/^Signed in/)).toHaveCount(0);
    const popup = page.waitForEvent('popup');
    await signIn.getByRole('button', { name: 'Sign in with Google' }).click();
    const window = await popup;
    await expect(window.getByText('Signed in with Google. You can close this window.')).toBeVisible();
    await expect(signIn.getByText('Signed in: the access token is renewed when it runs out')).toBeVisible();
    expect(await page.content()).not.toMatch(/at-e2e|rt-e2e/);
    await screenshotTwin(page, 'credentials-oauth2');
  } finally {
    provider.close();
  }
});
