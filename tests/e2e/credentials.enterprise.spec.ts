import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type E2EEdition, editionURL } from './editions/editionServers.ts';
import { createMember } from './editions/members.ts';
import { screenshotBoth } from './screenshotBoth.ts';

test('credentials: the owner shares one with another workspace, which sees it read-only; unsharing hides it', async ({
  page,
  browser,
}, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  const tag = randomUUID().slice(0, 6);
  const workspace = await (
    await page.request.post('/api/v1/workspace', { data: { name: `Team B ${tag}` } })
  ).json();
  const secret = `sk-e2e-shared-${tag}`;
  const name = `Shared OpenAI ${tag}`;
  const created = await page.request.post('/api/v1/credentials', {
    data: { name, credentialName: 'openAIApi', plainDataObj: { openAIApiKey: secret } },
  });
  expect(created.status()).toBe(201);
  const credential = await created.json();

  // Share from the owner's list: the dialog lists the other workspaces with checkboxes.
  await page.goto('/credentials');
  const dialog = page.getByRole('dialog', { name: `Share '${name}'` });
  const openShare = async () => {
    await page.getByRole('button', { name: `Share ${name}` }).click();
    await expect(dialog.getByRole('checkbox', { name: `Team B ${tag}` })).toBeVisible();
  };
  await screenshotBoth(page, 'editions-enterprise-credential-share', openShare, false);
  await openShare();
  await dialog.getByRole('checkbox', { name: `Team B ${tag}` }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Credential '${name}' shared with Team B ${tag}`)).toBeVisible();
  const where = await (await page.request.get(`/api/v1/workspace/shared/${credential.id}`)).json();
  expect(where.map((s: { workspaceId: string }) => s.workspaceId)).toEqual([workspace.id]);

  // A member of Team B sees it marked Shared, with no edit, share or delete, and never the value.
  const member = await createMember(edition, { roleId: 'member', workspaceId: workspace.id });
  const context = await browser.newContext({ baseURL: editionURL(edition), storageState: member.state });
  const theirs = await context.newPage();
  await theirs.goto('/credentials');
  const row = theirs.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Shared', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await theirs.content()).not.toContain(secret);
  await screenshotBoth(
    theirs,
    'editions-enterprise-credential-shared-list',
    () => expect(row).toBeVisible(),
    false,
  );

  // Unsharing takes it away.
  await page.reload();
  await openShare();
  await expect(dialog.getByRole('checkbox', { name: `Team B ${tag}` })).toBeChecked();
  await dialog.getByRole('checkbox', { name: `Team B ${tag}` }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Credential '${name}' is no longer shared`)).toBeVisible();
  await theirs.reload();
  await expect(theirs.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  await expect(theirs.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await context.close();
});
