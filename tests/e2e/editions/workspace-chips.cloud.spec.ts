import { expect, test } from '@playwright/test';
import { screenshotBoth } from '../screenshotBoth.ts';

test('organisation and workspace chips in the top bar', async ({ page }) => {
  await page.goto('/agentflows');
  const org = page.getByTestId('organization-chip');
  const me = await (await page.request.get('/api/v1/auth/me')).json();
  const orgName = (
    await (await page.request.get(`/api/v1/organization?id=${me.activeOrganizationId}`)).json()
  ).name as string;
  await expect(org).toHaveText(orgName);
  await expect(page.getByTestId('workspace-chip')).toHaveText(me.activeWorkspace);
  await expect(page.getByTestId('workspace-switcher')).toHaveCount(0);
  await screenshotBoth(page, 'editions-cloud-top-bar-chips', () => expect(org).toBeVisible(), false);
});
