import { type APIRequestContext, expect, test } from '@playwright/test';
import { screenshotTwin } from './screenshotBoth.ts';

/**
 * The assistants, datasets and evaluators pages ask the server for 25 rows at a time and search
 * there (issue 16): 30 rows of each are made through the API, the page shows the first 25, the
 * next page the last 5, a search goes to the server and starts again at page 1, a search nothing
 * matches says so, and a delete reloads the page.
 */
interface Case {
  path: string;
  api: string;
  search: string;
  noun: string;
  create(request: APIRequestContext, i: number): Promise<string>;
  remove: (id: string) => string;
}

const n = (i: number) => String(i).padStart(2, '0');

const cases: Case[] = [
  {
    path: '/assistants',
    api: '/api/v1/assistants',
    search: 'Search assistants',
    noun: 'assistant',
    async create(request, i) {
      const res = await request.post('/api/v1/assistants', {
        data: { type: 'CUSTOM', details: { name: `paged_${n(i)}`, instructions: `Paged helper ${i}` } },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).id;
    },
    remove: (id) => `/api/v1/assistants/${id}`,
  },
  {
    path: '/datasets',
    api: '/api/v1/datasets',
    search: 'Search datasets',
    noun: 'dataset',
    async create(request, i) {
      const res = await request.post('/api/v1/datasets/set', {
        data: { name: `paged_${n(i)}`, description: `Paged set ${i}` },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).id;
    },
    remove: (id) => `/api/v1/datasets/set/${id}`,
  },
  {
    path: '/evaluators',
    api: '/api/v1/evaluators',
    search: 'Search evaluators',
    noun: 'evaluator',
    async create(request, i) {
      const res = await request.post('/api/v1/evaluators', {
        data: { name: `paged_${n(i)}`, type: 'text', config: { operator: 'contains', value: 'x' } },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).id;
    },
    remove: (id) => `/api/v1/evaluators/${id}`,
  },
];

for (const c of cases) {
  test(`${c.path}: more than a page is paged and searched on the server`, async ({ page, request }) => {
    const ids: string[] = [];
    try {
      for (let i = 1; i <= 30; i++) ids.push(await c.create(request, i));
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === c.api) asked.push(new URL(r.url()).search);
      });
      await page.goto(c.path);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      // Other specs may have left rows: count ours through the search (its answer, not the
      // unsearched list's, which may hold 30 rows too).
      const searched = page.waitForResponse((r) => r.url().includes('search=paged_'));
      await page.getByRole('searchbox', { name: c.search }).fill('paged_');
      await searched;
      await expect(pager.getByText('1–25 of 30')).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(26); // the header and 25 rows
      // Only pages were asked for, never the whole list.
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((q) => q.includes('page=') && q.includes('limit=25'))).toBe(true);

      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect(pager.getByText('26–30 of 30')).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(6);
      // Newest first: the first made is on the last page.
      await expect(page.getByRole('row').filter({ hasText: 'paged_01' })).toBeVisible();
      await screenshotTwin(page, `${c.path.slice(1)}-paged`);

      // A narrower search starts again at page 1.
      await page.getByRole('searchbox', { name: c.search }).fill('PAGED_2');
      await expect(pager.getByText('1–10 of 10')).toBeVisible();
      expect(asked.some((q) => q.includes('search=PAGED_2'))).toBe(true);
      await page.getByRole('searchbox', { name: c.search }).fill('no such thing');
      await expect(page.getByText(`No ${c.noun} matches 'no such thing'.`)).toBeVisible();

      // A delete asks for the page again.
      await page.getByRole('searchbox', { name: c.search }).fill('paged_2');
      await expect(pager.getByText('1–10 of 10')).toBeVisible();
      await page.getByRole('button', { name: 'Delete paged_29' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(pager.getByText('1–9 of 9')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'paged_29' })).toHaveCount(0);
    } finally {
      for (const id of ids) await request.delete(c.remove(id));
    }
  });
}

test('/agentflows: the flows list pages, searches and sorts on the server', async ({ page, request }) => {
  const ids: string[] = [];
  try {
    for (let i = 1; i <= 30; i++) {
      const res = await request.post('/api/v1/chatflows', {
        data: { name: `paged_${n(i)}`, type: 'AGENTFLOW', flowData: '{"nodes":[],"edges":[]}' },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push((await res.json()).id);
    }
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/chatflows') asked.push(new URL(r.url()).search);
    });
    await page.goto('/agentflows');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager).toBeVisible();
    // The route's preload and the page asked for a page of the kinds listed here, never all flows.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((q) => q.includes('type=AGENTFLOW') && q.includes('limit=25'))).toBe(true);
    const search = page.getByRole('searchbox', { name: 'Search Agentflows' });
    const searched = page.waitForResponse((r) => r.url().includes('search=paged_'));
    await search.fill('paged_');
    await searched;
    await expect(pager.getByText('1–25 of 30')).toBeVisible();
    await expect(page.getByText('paged_30', { exact: true })).toBeVisible();
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByText('26–30 of 30')).toBeVisible();
    await expect(page.getByText('paged_01', { exact: true })).toBeVisible();
    await screenshotTwin(page, 'agentflows-paged');

    // Sorting goes to the server and starts again at page 1.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A–Z' });
    await expect(pager.getByText('1–25 of 30')).toBeVisible();
    await expect(page.getByText('paged_01', { exact: true })).toBeVisible();
    await expect(page.getByText('paged_30', { exact: true })).toHaveCount(0);
    expect(asked.some((q) => q.includes('sort=name-asc'))).toBe(true);

    await search.fill('PAGED_2');
    await expect(pager.getByText('1–10 of 10')).toBeVisible();
    await search.fill('no such thing');
    await expect(page.getByText('No agentflows match “no such thing”.')).toBeVisible();
  } finally {
    for (const id of ids) await request.delete(`/api/v1/chatflows/${id}`);
  }
});
