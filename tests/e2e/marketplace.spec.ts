import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

test.describe.configure({ mode: 'serial' });

test('templates: filter, preview, use a template; save a flow as a template and find it under My Templates', async ({
  page,
  request,
}) => {
  await page.goto('/marketplaces');
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  const cards = page.getByTestId('template-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(30);
  await screenshotBoth(page, 'marketplace-gallery', () => expect(cards.first()).toBeVisible());

  // filter by use case, then narrow by search
  await page.getByRole('combobox', { name: 'Use case' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Human in the Loop' }).click();
  await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('announcement');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Human Approval Before Sending');

  // preview: the flow drawn read-only
  await cards.first().click();
  await expect(page).toHaveURL(/\/v2\/marketplace\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Human Approval Before Sending' })).toBeVisible();
  const canvas = page.getByTestId('template-canvas');
  await expect(canvas.locator('.react-flow__node')).toHaveCount(5);
  await expect(canvas.getByText('Approve', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'marketplace-preview', () =>
    expect(canvas.locator('.react-flow__node')).toHaveCount(5),
  );

  // use it: a new agent flow opens on the canvas, with a notice about credentials
  await page.getByRole('button', { name: 'Use template' }).click();
  await expect(page).toHaveURL(/\/v2\/agentcanvas\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/Pick your credentials in its model nodes/)).toBeVisible();
  const flowId = page.url().split('/').pop()!;
  const flow = await (await request.get(`/api/v1/chatflows/${flowId}`)).json();
  expect(flow).toMatchObject({ name: 'Human Approval Before Sending', type: 'AGENTFLOW' });
  expect(JSON.parse(flow.flowData).nodes).toHaveLength(5);

  // save that flow as a template from the flows list
  await page.goto('/agentflows');
  await page.getByRole('button', { name: 'Actions for Human Approval Before Sending' }).first().click();
  await page.getByRole('menuitem', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Template name' }).fill('Our approval flow');
  await dialog.getByRole('textbox', { name: 'Use cases' }).fill('Approvals, Internal');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/Saved as the template 'Our approval flow'/)).toBeVisible();

  await page.goto('/marketplaces');
  await page.getByRole('tab', { name: 'My Templates' }).click();
  // other specs import the peer's files into this workspace: its custom template is listed too
  const mine = cards.filter({ hasText: 'Our approval flow' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Approvals · Internal');
  await screenshotBoth(page, 'marketplace-my-templates', async () => {
    await page.getByRole('tab', { name: 'My Templates' }).click();
    await expect(mine).toHaveCount(1);
  });

  // delete it (the screenshots reloaded the page: back to My Templates)
  await page.getByRole('tab', { name: 'My Templates' }).click();
  await page.getByRole('button', { name: 'Actions for Our approval flow' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.locator('#confirm-delete-template').click();
  await expect(page.getByText("Template 'Our approval flow' deleted")).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('a chatflow template previews on the chatflow canvas and opens on /canvas; a multi-agent one on /agentcanvas', async ({
  page,
  request,
}) => {
  await page.goto('/marketplaces');
  const cards = page.getByTestId('template-card');
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('Conversation with Memory');
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  await expect(page).toHaveURL(/\/marketplace\/[0-9a-f-]{36}$/);
  const canvas = page.getByTestId('template-canvas');
  await expect(canvas.locator('.react-flow__node')).toHaveCount(3);
  await expect(canvas.locator('.react-flow__edge')).toHaveCount(2);
  await screenshotBoth(page, 'marketplace-chatflow-preview', () =>
    expect(canvas.locator('.react-flow__node')).toHaveCount(3),
  );
  await page.getByRole('button', { name: 'Use template' }).click();
  await expect(page).toHaveURL(/\/canvas\/[0-9a-f-]{36}$/);
  const flowId = page.url().split('/').pop()!;
  expect(await (await request.get(`/api/v1/chatflows/${flowId}`)).json()).toMatchObject({
    name: 'Conversation with Memory',
    type: 'CHATFLOW',
  });

  await page.goto('/marketplaces');
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('Research Team Supervisor');
  await cards.first().click();
  await page.getByRole('button', { name: 'Use template' }).click();
  await expect(page).toHaveURL(/\/agentcanvas\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('node-supervisor_0')).toBeVisible({ timeout: 30_000 });
});
