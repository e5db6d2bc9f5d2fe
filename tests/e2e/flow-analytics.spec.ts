import { expect, test } from '@playwright/test';
import { flowNode } from '../../host/server/engine/testFlow.ts';
import { screenshotTwin } from './screenshotBoth.ts';

const flowName = `Analytics e2e ${Date.now()}`;
const credentialName = `Langfuse e2e ${Date.now()}`;
let flowId: string;
let credentialId: string;

test.beforeAll(async ({ request }) => {
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: credentialName,
      credentialName: 'langfuseApi',
      plainDataObj: { langFusePublicKey: 'pk-lf-e2e', langFuseSecretKey: 'sk-lf-e2e' },
    },
  });
  expect(cred.status()).toBe(201);
  credentialId = (await cred.json()).id as string;
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: flowName,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({
        nodes: [flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' })],
        edges: [],
      }),
      // a provider the dialog does not edit: it must survive the save
      analytic: JSON.stringify({ lunary: { credentialId: 'kept', status: true } }),
    },
  });
  expect(res.status()).toBe(201);
  flowId = (await res.json()).id as string;
});

test('analytics dialog: turns Langfuse on with its credential; a provider on without one is refused', async ({
  page,
  request,
}) => {
  await page.goto('/agentflows');
  await page.getByRole('button', { name: `Actions for ${flowName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  const dialog = page.getByRole('dialog', { name: `Analytics: ${flowName}` });
  const langfuse = dialog.getByRole('switch', { name: 'Send traces to Langfuse' });
  await expect(langfuse).not.toBeChecked();

  await langfuse.check();
  await dialog.getByRole('switch', { name: 'Send traces to LangSmith' }).check();
  await expect(
    dialog.getByText('No LangSmith API credential yet: add one on the Credentials page.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('A credential is needed to send traces')).toHaveCount(2);
  await screenshotTwin(page, 'flow-analytics-refused');

  await dialog.getByRole('switch', { name: 'Send traces to LangSmith' }).uncheck();
  await dialog.getByRole('combobox', { name: 'Langfuse credential' }).click();
  await page.getByRole('option', { name: credentialName }).click();
  await expect(dialog.getByText('A credential is needed to send traces')).toHaveCount(0);
  await screenshotTwin(page, 'flow-analytics-langfuse');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved the analytics of "${flowName}"`).first()).toBeVisible();

  const stored = await request.get(`/api/v1/chatflows/${flowId}`);
  expect(JSON.parse((await stored.json()).analytic)).toEqual({
    lunary: { credentialId: 'kept', status: true },
    langFuse: { credentialId, status: true },
    langSmith: { credentialId: '', status: false, projectName: '' },
  });

  // Opened again, it shows what was saved.
  await page.getByRole('button', { name: `Actions for ${flowName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await expect(dialog.getByRole('switch', { name: 'Send traces to Langfuse' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Langfuse credential' })).toHaveText(credentialName);
});
