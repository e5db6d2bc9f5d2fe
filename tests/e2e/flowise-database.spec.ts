import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { buildPeerSqlite } from '../api/peerDatabase/buildPeerSqlite.ts';
import { peerRows } from '../api/peerDatabase/peerRows.ts';

const shots = 'test-results/screenshots';
const KEY = 'e2e-peer-key';

test('Import > Import a Flowise database: the SQLite file, its key file and its storage zip import every set and show the report', async ({
  page,
}) => {
  const rows = peerRows('3.x', KEY, 'http://127.0.0.1:9/v1');
  // A document store whose loader read an uploaded file, kept in the peer's storage folder (zipped).
  const store = 'be6f2a71-8c9d-4eaf-9051-6c7d8e9fa0b1';
  rows.document_store = [
    ...(rows.document_store ?? []),
    {
      id: store,
      name: 'Zipped handbook',
      description: '',
      status: 'SYNC',
      loaders: JSON.stringify([
        {
          id: 'cf7a3b82-9dae-4fb0-a162-7d8e9fa0b1c2',
          loaderId: 'textFile',
          loaderName: 'Text File',
          loaderConfig: { txtFile: 'FILE-STORAGE::["handbook.txt"]', metadata: '{}' },
          splitterId: 'recursiveCharacterTextSplitter',
          splitterConfig: { chunkSize: 1000, chunkOverlap: 0 },
          totalChunks: 0,
          totalChars: 0,
          status: 'SYNC',
        },
      ]),
    },
  ];
  const sqlite = Buffer.from(await buildPeerSqlite('3.x', rows));
  const zip = new JSZip();
  zip.file(`storage/docustore/${store}/handbook.txt`, 'Welcome to the team.');
  const storageZip = await zip.generateAsync({ type: 'nodebuffer' });
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
  await dialog.getByTestId('flowise-database-storage').setInputFiles({
    name: 'storage.zip',
    mimeType: 'application/zip',
    buffer: storageZip,
  });
  await page.screenshot({ path: `${shots}/flowise-database-dark.png` });
  await dialog.getByRole('button', { name: 'Import' }).click();
  const report = dialog.getByTestId('flowise-database-report');
  await expect(report).toContainText('Agentflows V2: 1 imported');
  await expect(report).toContainText('Credentials: 1 imported');
  await expect(report).toContainText('API keys: 1 imported');
  await expect(report).toContainText('Document store files: 1 found in the storage folder');
  await page.screenshot({ path: `${shots}/flowise-database-report-dark.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.goto('/credentials');
  await expect(page.getByText('Peer OpenAI 3')).toBeVisible();
});

test('Import a Flowise database: the key file is asked for credentials and MCP server headers (light)', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await page.reload();
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Import' }).click();
  await page.getByRole('button', { name: /Import a Flowise database/ }).click();
  const dialog = page.getByTestId('flowise-database-dialog');
  await expect(
    dialog.getByText(
      'Key file (encryption.key), needed when it has credentials or MCP servers with headers: it decrypts both',
    ),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/flowise-database-light.png` });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('Import a Flowise database: each step shows under a progress bar while it imports, in German too', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const rows = peerRows('3.x', KEY, 'http://127.0.0.1:9/v1');
    // Enough history that the import takes a while: its messages are counted as they are imported.
    const agent = rows.chat_message?.[0]?.chatflowid;
    const many = 4000;
    rows.chat_message = Array.from({ length: many }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      role: i % 2 ? 'apiMessage' : 'userMessage',
      chatflowid: agent,
      content: `Message ${i}`,
      chatType: 'INTERNAL',
      chatId: `chat-${Math.floor(i / 2)}`,
      sessionId: `chat-${Math.floor(i / 2)}`,
      createdDate: '2025-01-02 03:04:05',
    }));
    rows.chat_message_feedback = [];
    const sqlite = Buffer.from(await buildPeerSqlite('3.x', rows));
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
    await page.reload();
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: /Import/ }).click();
    await page.getByRole('button', { name: /Flowise-Datenbank importieren/ }).click();
    const dialog = page.getByTestId('flowise-database-dialog');
    await expect(
      dialog.getByText(
        'Schlüsseldatei (encryption.key), nötig, wenn sie Zugangsdaten oder MCP-Server mit Headern enthält: Sie entschlüsselt beides',
      ),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/flowise-database-de-dark.png` });
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
    // Every label the progress bar shows while the import runs, recorded as the page changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { importSteps: string[] }).importSteps = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="flowise-database-progress"] [role="progressbar"]');
        const label = `${bar?.getAttribute('aria-label')} @${bar?.getAttribute('aria-valuenow') ?? '-'}`;
        if (bar && seen.at(-1) !== label) seen.push(label);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog.getByRole('button', { name: 'Importieren' }).click();
    const progress = dialog.getByTestId('flowise-database-progress');
    if (await progress.isVisible())
      await page.screenshot({ path: `${shots}/flowise-database-progress-de-dark.png` });
    const report = dialog.getByTestId('flowise-database-report');
    await expect(report).toContainText(`Chat messages: ${many} imported`, { timeout: 120_000 });
    await page.screenshot({ path: `${shots}/flowise-database-progress-done-de-dark.png` });
    const steps = await page.evaluate(() => (window as unknown as { importSteps: string[] }).importSteps);
    expect(steps[0]).toMatch(/^Die Datenbank wird gelesen und alles importiert\.\.\. @-$/);
    // The messages counted part of the way, the bar filled that far, before all of them.
    const partWay = steps
      .map((s) => /^Import von Chat-Nachrichten: (\d+) von 4000 @([\d.]+)$/.exec(s))
      .filter((m): m is RegExpExecArray => m !== null && Number(m[1]) < many);
    expect(partWay.length).toBeGreaterThan(0);
    for (const m of partWay) expect(Number(m[2])).toBeCloseTo(Number(m[1]) / many, 5);
  });
});
