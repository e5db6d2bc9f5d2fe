import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { screenshotTwin } from './screenshotBoth.ts';

/** A tool file in the peer's marketplace format (our own content): gradient colour, schema rows. */
const peerTool = {
  name: 'greet_person',
  description: 'Greets a person by name',
  color: 'linear-gradient(rgb(43,120,228), rgb(230,10,250))',
  iconSrc: 'data:image/svg+xml;base64,PHN2Zy8+',
  schema: JSON.stringify([
    { id: 0, property: 'who', description: 'Whom to greet', type: 'string', required: true },
    { id: 1, property: 'times', description: 'How often', type: 'number', required: false },
  ]),
  func: "const n = $times || 1;\nreturn Array(n).fill('Hello ' + $who).join(' ');",
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const tools = await (await request.get('/api/v1/tools')).json();
  for (const t of tools) if (t.name.startsWith(peerTool.name)) await request.delete(`/api/v1/tools/${t.id}`);
});

test('tools: Load opens a peer marketplace tool file for review, runs it and saves it', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Load' }).click();
  await page.getByTestId('tool-file').setInputFiles({
    name: 'Greet Person.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(peerTool, null, 2)),
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Load tool' })).toBeVisible();
  await expect(dialog.getByLabel('Tool name')).toHaveValue('greet_person');
  await expect(dialog.getByLabel('Colour hex')).toHaveValue('#2b78e4');
  await expect(dialog.getByLabel('Property 1 name')).toHaveValue('who');
  await expect(dialog.getByLabel('Property 2 type')).toHaveValue('number');
  const notes = dialog.getByTestId('tool-file-notes');
  await expect(notes).toContainText('became #2b78e4');
  await expect(notes).toContainText('The icon is not an http(s) URL or a path here and was dropped');
  await screenshotTwin(page, 'tools-load-dialog');

  await dialog.getByRole('textbox', { name: 'who * (string)' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'times (number)' }).fill('2');
  await dialog.getByRole('button', { name: 'Run' }).click();
  await expect(dialog.getByTestId('tool-output')).toContainText('Hello Ada Hello Ada');

  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText("Tool 'greet_person' saved")).toBeVisible();
  const row = page.getByRole('row', { name: /greet_person/ });
  await expect(row).toBeVisible();

  const saved = (await (await page.request.get('/api/v1/tools')).json()).find(
    (t: { name: string }) => t.name === 'greet_person',
  );
  expect(saved.color).toBe('#2b78e4');
  expect(JSON.parse(saved.schema)).toEqual({
    type: 'object',
    properties: {
      who: { type: 'string', description: 'Whom to greet' },
      times: { type: 'number', description: 'How often' },
    },
    required: ['who'],
  });
});

test("tools: a tool's own Export file loads the same way; a file that is no tool is refused", async ({
  page,
}) => {
  await page.goto('/tools');
  await page
    .getByRole('row', { name: /greet_person/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const dialog = page.getByRole('dialog');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('greet_person-Export.json');
  const exported = test.info().outputPath('greet_person-Export.json');
  await download.saveAs(exported);
  expect(JSON.parse(await readFile(exported, 'utf8'))).toMatchObject({
    name: 'greet_person',
    color: '#2b78e4',
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('tool-file').setInputFiles(exported);
  await expect(dialog.getByRole('heading', { name: 'Load tool' })).toBeVisible();
  await expect(dialog.getByLabel('Tool name')).toHaveValue('greet_person');
  await expect(dialog.getByLabel('Colour hex')).toHaveValue('#2b78e4');
  await expect(dialog.getByLabel('Property 2 name')).toHaveValue('times');
  await expect(dialog.getByTestId('tool-file-notes')).toHaveCount(0);
  // The name is taken: the save says so on the name field and adds nothing.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    dialog.getByText("A tool named 'greet_person' already exists in this workspace"),
  ).toBeVisible();
  await dialog.getByLabel('Tool name').fill('greet_person_copy');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /greet_person_copy/ })).toBeVisible();

  await page.getByTestId('tool-file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('["not a tool"]'),
  });
  await expect(
    page.getByText("Cannot load 'notes.json': Not a tool file: expected a JSON object"),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
