import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.ts';
import { editionURL } from './editionServers.ts';
import { signIn } from './sessions.ts';

const shots = 'test-results/screenshots';
const url = editionURL('enterprise');

async function screenshots(page: Page, what: string, ready: Locator) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.reload();
    await expect(ready).toBeVisible();
    await page.screenshot({ path: `${shots}/editions-enterprise-${what}-${dark ? 'dark' : 'light'}.png` });
  }
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
}

const variableRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

// The admin's own sessions: switching moves a session to another workspace, and the shared
// admin session of the other specs must stay where it is.
test('an admin with several workspaces switches in the top bar and sees the other workspace’s data', async ({
  browser,
}) => {
  const home = await signIn(url, E2E_ADMIN.email, E2E_ADMIN.password);
  const homeId = home.user.activeWorkspaceId as string;
  const homeName = home.user.activeWorkspace as string;
  const context = await browser.newContext({ baseURL: url, storageState: home.state });
  const page = await context.newPage();

  // A second workspace with a variable of its own, made through a second session of the admin.
  const created = await page.request.post('/api/v1/workspace', { data: { name: 'Research' } });
  expect(created.status()).toBe(201);
  const research = (await created.json()) as { id: string };
  const other = await signIn(url, E2E_ADMIN.email, E2E_ADMIN.password);
  const otherContext = await browser.newContext({ baseURL: url, storageState: other.state });
  expect((await otherContext.request.post(`/api/v1/workspace/switch?id=${research.id}`)).ok()).toBe(true);
  const inResearch = await otherContext.request.post('/api/v1/variables', {
    data: { name: 'research_only', value: 'r', type: 'static' },
  });
  expect(inResearch.status()).toBe(201);
  await otherContext.close();
  const inHome = await page.request.post('/api/v1/variables', {
    data: { name: 'home_only', value: 'h', type: 'static' },
  });
  expect(inHome.status()).toBe(201);

  try {
    await page.goto('/variables');
    await expect(variableRow(page, 'home_only')).toBeVisible();
    await expect(variableRow(page, 'research_only')).toHaveCount(0);
    const switcher = page.getByTestId('workspace-switcher');
    await expect(switcher).toBeVisible();
    await switcher.click();
    // One entry per workspace the admin is assigned to (other specs on this server add their own).
    const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
      assignedWorkspaces: unknown[];
    };
    expect(me.assignedWorkspaces.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('menuitemradio')).toHaveCount(me.assignedWorkspaces.length);
    await expect(page.getByRole('menuitemradio', { name: 'Research' })).toBeVisible();
    await page.screenshot({ path: `${shots}/editions-enterprise-workspace-switcher-open.png` });

    // Switching goes to / (the landing page) with a full page load, in the other workspace.
    const loaded = page.waitForEvent('load');
    await page.getByRole('menuitemradio', { name: 'Research' }).click();
    await loaded;
    await expect(page).toHaveURL(/\/agentflows$/);
    await expect(switcher).toContainText('Research');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored).toMatchObject({ activeWorkspaceId: research.id, activeWorkspace: 'Research' });
    await page.goto('/variables');
    await expect(variableRow(page, 'research_only')).toBeVisible();
    await expect(variableRow(page, 'home_only')).toHaveCount(0);
    await screenshots(page, 'workspace-switched', variableRow(page, 'research_only'));

    // And back.
    await switcher.click();
    const back = page.waitForEvent('load');
    await page.getByRole('menuitemradio', { name: homeName, exact: true }).click();
    await back;
    await page.goto('/variables');
    await expect(variableRow(page, 'home_only')).toBeVisible();
    await expect(variableRow(page, 'research_only')).toHaveCount(0);

    // A stored active workspace that is not assigned: after 500 ms, the blocking dialog asks for another.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}');
      localStorage.setItem(
        'user',
        JSON.stringify({ ...user, activeWorkspaceId: 'gone', activeWorkspace: 'Gone' }),
      );
    });
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'Workspace Unavailable' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(me.assignedWorkspaces.length);
    await page.screenshot({ path: `${shots}/editions-enterprise-workspace-unavailable.png` });
    await dialog.getByRole('radio', { name: 'Research' }).check();
    const chosen = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Switch workspace' }).click();
    await chosen;
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(switcher).toContainText('Research');
  } finally {
    // Leave the organisation with one workspace for the other specs.
    await page.request.post(`/api/v1/workspace/switch?id=${homeId}`);
    await page.request.delete(`/api/v1/variables/${(await inHome.json()).id}`);
    expect((await page.request.delete(`/api/v1/workspace/${research.id}`)).ok()).toBe(true);
    await context.close();
  }
});
