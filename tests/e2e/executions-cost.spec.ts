import { expect, test } from '@playwright/test';
import { startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { clearExecutions, pricedFlow } from './executionSeeds.ts';
import { screenshotBoth } from './screenshotBoth.ts';

test('executions: the detail and public pages show cost per node and in total', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  try {
    const flowId = await pricedFlow(request, llm);
    // gpt-4o ($2.50 in, $10 out per 1M): 1000 in + 200 out = $0.0025 + $0.002 = $0.0045.
    llm.enqueue(
      { text: 'Forty-two', usage: { prompt_tokens: 1000, completion_tokens: 200 } },
      { text: 'Checked', usage: { prompt_tokens: 30, completion_tokens: 5 } },
    );
    const ran = await request.post(`/api/v1/internal-prediction/${flowId}`, {
      data: { question: 'answer?' },
    });
    expect(ran.ok(), await ran.text()).toBe(true);
    const executionId: string = (await ran.json()).executionId;

    await page.goto(`/executions/${executionId}`);
    const tree = page.getByRole('tree', { name: 'Executed nodes' });
    const ask = tree.getByRole('treeitem').filter({ hasText: 'Ask' });
    const check = tree.getByRole('treeitem').filter({ hasText: 'Check' });
    await expect(ask.locator('[data-cost]')).toHaveText('$0.0045');
    await expect(check.locator('[data-cost]')).toHaveText('–');
    await expect(check.locator('[data-cost]')).toHaveAttribute('title', 'No price known for house-model-7b');
    await expect(tree.getByRole('treeitem').filter({ hasText: 'Start' }).locator('[data-cost]')).toHaveCount(
      0,
    );
    // The total is a lower bound, and the page says why.
    const total = page.locator('[data-cost]').first();
    await expect(total).toHaveText('≥ $0.0045');
    await expect(page.getByText('Partial cost: No price known for house-model-7b.')).toBeVisible();

    await ask.click();
    const panel = page.getByRole('region', { name: 'Node Ask' });
    await expect(panel.getByText('Model: gpt-4o-2024-08-06')).toBeVisible();
    await expect(panel.getByText('Tokens: 1000 in / 200 out / 1200 total')).toBeVisible();
    await expect(panel.locator('[data-cost]')).toHaveText('$0.0045');
    // After each reload: the priced node chosen, so the shot shows its model and cost.
    const ready = async () => {
      await expect(page.locator('[data-cost]').first()).toHaveText('≥ $0.0045');
      await ask.click();
      await expect(panel.getByText('Model: gpt-4o-2024-08-06')).toBeVisible();
    };
    // The shell scrolls an inner element: a tall window shows the whole page.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await screenshotBoth(page, 'executions-cost-detail', ready);
    await ready();

    // Shared and opened signed out: the same figures without a login.
    await page.getByRole('switch', { name: 'Public' }).click();
    await expect(page.getByRole('textbox', { name: 'Public link' })).toHaveValue(
      `${baseURL}/execution/${executionId}`,
    );
    const outsider = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      viewport: { width: 1280, height: 1400 },
    });
    const anon = await outsider.newPage();
    await anon.goto(`/execution/${executionId}`);
    await expect(anon.getByRole('heading', { name: 'Priced run', level: 1 })).toBeVisible();
    await expect(anon.locator('[data-cost]').first()).toHaveText('≥ $0.0045');
    const anonTree = anon.getByRole('tree', { name: 'Executed nodes' });
    await expect(anonTree.getByRole('treeitem').filter({ hasText: 'Ask' }).locator('[data-cost]')).toHaveText(
      '$0.0045',
    );
    // The unpriced node says so in its panel too.
    const anonReady = async () => {
      await expect(anon.locator('[data-cost]').first()).toHaveText('≥ $0.0045');
      await anonTree.getByRole('treeitem').filter({ hasText: 'Check' }).click();
      await expect(
        anon
          .getByRole('list', { name: 'Cost of Check by model' })
          .getByText('house-model-7b: 30 in / 5 out, no price known'),
      ).toBeVisible();
    };
    await anonReady();
    await screenshotBoth(anon, 'executions-cost-public', anonReady);
    await outsider.close();
    await clearExecutions(request);
  } finally {
    await llm.close();
  }
});
