import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

const dataUri = (name: string, text: string) =>
  `data:text/plain;base64,${Buffer.from(text).toString('base64')},filename:${name}`;

/**
 * /files in the enterprise edition (Manage → Files): the document-store files just uploaded, with
 * size in the spec's byte format and their store as owner; search, delete with confirmation.
 */
test('the Files page lists uploads with size and owner, and deletes one', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const storeName = `Handbook ${suffix}`;
  const store = await (
    await page.request.post('/api/v1/document-store/store', { data: { name: storeName } })
  ).json();
  const saved = await page.request.post('/api/v1/document-store/loader/save', {
    data: {
      storeId: store.id,
      loaderId: 'fileLoader',
      loaderConfig: {
        files: JSON.stringify([
          dataUri(`handbook-${suffix}.txt`, 'h'.repeat(2048)),
          dataUri(`faq-${suffix}.md`, 'f'.repeat(300)),
        ]),
      },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 500, chunkOverlap: 0 },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto('/agentflows');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Files', exact: true })
    .click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
  const handbook = page.getByTestId('file-row').filter({ hasText: `handbook-${suffix}.txt` });
  await expect(handbook).toContainText('2.00 KB');
  await expect(handbook.getByRole('link', { name: storeName })).toBeVisible();
  await expect(handbook).toContainText('Document store files');

  await page.getByRole('searchbox', { name: 'Search files' }).fill(suffix);
  await expect(page.getByTestId('file-row')).toHaveCount(2);
  await expect(page.getByTestId('files-total')).toHaveText('2 files, 2.29 KB');
  await screenshotBoth(page, 'files', async () => {
    await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
    await expect(page.getByTestId('file-row').first()).toBeVisible();
  });

  await page.getByRole('searchbox', { name: 'Search files' }).fill(`faq-${suffix}`);
  await expect(page.getByTestId('file-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Delete faq-${suffix}.md` }).click();
  await page.locator('#confirm-delete-file').click();
  await expect(page.getByText('File deleted')).toBeVisible();
  await expect(page.getByText('No file matches.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search files' }).fill('');
  await handbook.getByRole('link', { name: storeName }).click();
  await expect(page).toHaveURL(new RegExp(`/document-stores/${store.id}$`));
});
