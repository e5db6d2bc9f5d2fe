import { expect, test } from '@playwright/test';
import { buildPeerSqlite } from '../api/peerDatabase/buildPeerSqlite.ts';
import { peerRows } from '../api/peerDatabase/peerRows.ts';

const shots = 'test-results/screenshots';
const KEY = 'e2e-peer-key';

test('Import > Import a Flowise database: the SQLite file and its key file import every set and show the report', async ({
  page,
}) => {
  const sqlite = Buffer.from(await buildPeerSqlite('3.x', peerRows('3.x', KEY, 'http://127.0.0.1:9/v1')));
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
  await page.reload();
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Import' }).click();
  await page.getByRole('button', { name: /Import a Flowise database/ }).click();
  const dialog = page.getByTestId('flowise-database-dialog');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByTestId('flowise-database-file').setInputFiles({
    name: 'database.sqlite',
    mimeType: 'application/vnd.sqlite3',
    buffer: sqlite,
  });
  await dialog.getByTestId('flowise-database-key').setInputFiles({
    name: 'encryption.key',
    mimeType: 'text/plain',
    buffer: Buffer.from(KEY),
  });
  await page.screenshot({ path: `${shots}/flowise-database-dark.png` });
  await dialog.getByRole('button', { name: 'Import' }).click();
  const report = dialog.getByTestId('flowise-database-report');
  await expect(report).toContainText('Agentflows V2: 1 imported');
  await expect(report).toContainText('Credentials: 1 imported');
  await expect(report).toContainText('API keys: 1 imported');
  await page.screenshot({ path: `${shots}/flowise-database-report-dark.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.goto('/credentials');
  await expect(page.getByText('Peer OpenAI 3')).toBeVisible();
});
