import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { dataUri } from '../documentStores/testFiles.ts';
import { billingHarness } from './billingHarness.ts';

/**
 * The plans' limits (billing's planLimits contribution) on the Free plan: flows, predictions a
 * month, storage, users and workspaces answer 402 naming the limit once the plan is full, and the
 * same calls pass while there is room.
 */
const h = billingHarness();

function withPlans(plans: unknown) {
  process.env.BILLING_PLANS = JSON.stringify(plans);
}
afterEach(() => {
  delete process.env.BILLING_PLANS;
});

const flow = (name: string) => ({ name, flowData: '{"nodes":[],"edges":[]}', type: 'CHATFLOW' });

describe('plan limits (cloud, Free plan)', () => {
  it('flows: two fit, a third (created or duplicated) is refused naming the limit', async () => {
    const a = await h.call('POST', '/chatflows', flow('One'));
    expect(a.status, a.text).toBe(201);
    expect((await h.call('POST', '/chatflows', flow('Two'))).status).toBe(201);
    const third = await h.call('POST', '/chatflows', flow('Three'));
    expect(third.status).toBe(402);
    expect(third.body.message).toBe(
      'Plan limit reached (flows): the Free plan allows 2 flows; 2 used. Upgrade the plan on Account type.',
    );
    expect((await h.call('POST', `/chatflows/${a.body.id}/duplicate`, {})).status).toBe(402);
    const list = await h.call('GET', '/chatflows?type=CHATFLOW');
    expect(JSON.stringify(list.body)).not.toContain('Three');
    // A raised limit lets it through.
    withPlans({ free: { limits: { flows: 3 } } });
    expect((await h.call('POST', '/chatflows', flow('Three'))).status).toBe(201);
  });

  it('flows: an import counts every flow of its file, and a refused one writes nothing', async () => {
    const file = {
      ChatFlow: [
        {
          id: 'f1000000-0000-4000-8000-000000000001',
          name: 'Imported one',
          flowData: '{"nodes":[],"edges":[]}',
          type: 'CHATFLOW',
        },
        {
          id: 'f1000000-0000-4000-8000-000000000002',
          name: 'Imported two',
          flowData: '{"nodes":[],"edges":[]}',
          type: 'CHATFLOW',
        },
      ],
    };
    const count = async () => {
      const list = (await h.call('GET', '/chatflows?type=CHATFLOW')).body;
      return (Array.isArray(list) ? list : list.data).length as number;
    };
    const before = await count();
    withPlans({ free: { limits: { flows: before + 1 } } });
    const refused = await h.call('POST', '/export-import/import', file);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toContain('Plan limit reached (flows)');
    expect(await count()).toBe(before);
    withPlans({ free: { limits: { flows: before + 2 } } });
    const done = await h.call('POST', '/export-import/import', file);
    expect(done.status, done.text).toBeLessThan(300);
    expect(await count()).toBe(before + 2);
    delete process.env.BILLING_PLANS;
  });

  it("flows: an import counts the flows its executions bring as copies, and a 'skip' the ones it adds", async () => {
    const copyId = 'f1000000-0000-4000-8000-000000000011';
    const kept = {
      id: 'f1000000-0000-4000-8000-000000000010',
      name: 'In the file',
      flowData: '{"nodes":[],"edges":[]}',
      type: 'CHATFLOW',
    };
    const execution = {
      id: 'e1000000-0000-4000-8000-000000000011',
      agentflowId: copyId,
      agentflow: { id: copyId, name: 'Only in the execution', flowData: '{"nodes":[],"edges":[]}' },
      executionData: '[]',
      state: 'FINISHED',
      sessionId: 'copied',
      isPublic: false,
      createdDate: '2026-01-01T00:00:00.000Z',
      updatedDate: '2026-01-01T00:00:00.000Z',
      stoppedDate: '2026-01-01T00:00:00.000Z',
    };
    const file = { AgentFlowV2: [{ ...kept, type: 'AGENTFLOW' }], Execution: [execution] };
    const all = async () => {
      const list = (await h.call('GET', '/chatflows')).body;
      return (Array.isArray(list) ? list : list.data).length as number;
    };
    const before = await all();
    withPlans({ free: { limits: { flows: before + 1 } } });
    const refused = await h.call('POST', '/export-import/import?onExisting=skip', file);
    expect(refused.status, refused.text).toBe(402);
    expect(refused.body.message).toContain('Plan limit reached (flows)');
    expect(await all()).toBe(before);
    withPlans({ free: { limits: { flows: before + 2 } } });
    const done = await h.call('POST', '/export-import/import?onExisting=skip', file);
    expect(done.status, done.text).toBeLessThan(300);
    expect(await all()).toBe(before + 2);
    // Skipping what is here now adds nothing: a full plan takes the same file again.
    const again = await h.call('POST', '/export-import/import?onExisting=skip', file);
    expect(again.status, again.text).toBeLessThan(300);
    expect(await all()).toBe(before + 2);
    delete process.env.BILLING_PLANS;
  });

  it('predictions: refused before anything runs once the month is used up', async () => {
    const id =
      (await h.call('GET', '/chatflows?type=CHATFLOW')).body.data?.[0]?.id ??
      (await h.call('GET', '/chatflows?type=CHATFLOW')).body[0]?.id;
    expect(id).toBeTruthy();
    withPlans({ free: { limits: { predictionsPerMonth: 0 } } });
    const refused = await h.call('POST', `/internal-prediction/${id}`, { question: 'hi' });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toContain(
      'Plan limit reached (predictions): the Free plan allows 0 predictions a month',
    );
    delete process.env.BILLING_PLANS;
    // With room, the call goes on to the flow itself (an empty flow fails there, not on the plan).
    const ran = await h.call('POST', `/internal-prediction/${id}`, { question: 'hi' });
    expect(ran.status).not.toBe(402);
    expect(ran.text).not.toContain('Plan limit');
  });

  it('predictions: a flow called as an MCP tool is refused too once the month is used up', async () => {
    const list = (await h.call('GET', '/chatflows?type=CHATFLOW')).body;
    const id = (Array.isArray(list) ? list : list.data)[0].id as string;
    const key = await h.call('POST', '/apikey', { keyName: 'mcp client' });
    expect(key.status, key.text).toBeLessThan(300);
    withPlans({ free: { limits: { predictionsPerMonth: 0 } } });
    const client = new Client({ name: 'plan-limit-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${h.server.url}/api/v1/mcp/${id}`), {
        requestInit: { headers: { Authorization: `Bearer ${key.body.apiKey}` } },
      }),
    );
    try {
      const { tools } = await client.listTools();
      const result = await client.callTool({ name: tools[0]!.name, arguments: { question: 'hi' } });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain('Plan limit reached (predictions)');
    } finally {
      await client.close();
      delete process.env.BILLING_PLANS;
    }
  });

  it('storage: an upload beyond the plan is refused and nothing is saved', async () => {
    withPlans({ free: { limits: { storageBytes: 1024 } } });
    const store = (await h.call('POST', '/document-store/store', { name: 'Docs' })).body;
    const save = (text: string, id?: string) =>
      h.call('POST', '/document-store/loader/save', {
        storeId: store.id,
        ...(id ? { id } : {}),
        loaderId: 'fileLoader',
        loaderConfig: { files: dataUri('a.txt', text) },
        splitterId: 'recursiveCharacterTextSplitter',
        splitterConfig: { chunkSize: 200, chunkOverlap: 0 },
      });
    const small = await save('x'.repeat(600));
    expect(small.status, small.text).toBe(200);
    // Replacing the file with one of 900 bytes frees its 600 first: it fits.
    expect((await save('y'.repeat(900), small.body.id)).status).toBe(200);
    const big = await save('z'.repeat(200));
    expect(big.status).toBe(402);
    expect(big.body.message).toBe(
      'Plan limit reached (storage): the Free plan allows 1.00 KB of storage; 900.00 Bytes used and this adds 200.00 Bytes. Upgrade the plan on Account type.',
    );
    const stored = (await h.call('GET', `/document-store/store/${store.id}`)).body;
    expect(stored.loaders).toHaveLength(1);
    expect((await h.call('GET', '/organization/get-current-usage')).body.storage.usage).toBe(900);
  });

  it('users and workspaces: the Free plan has one of each', async () => {
    const invite = await h.call('POST', '/account/invite', { email: 'second@example.test' });
    expect(invite.status).toBe(402);
    expect(invite.body.message).toContain(
      'Plan limit reached (users): the Free plan allows 1 users; 1 used.',
    );
    const users = await h.call('GET', '/organization/get-current-usage');
    expect(users.body.users.usage).toBe(1);
    const ws = await h.call('POST', '/workspace', { name: 'Second' });
    expect(ws.status).toBe(402);
    expect(ws.body.message).toContain(
      'Plan limit reached (workspaces): the Free plan allows 1 workspaces; 1 used.',
    );
    withPlans({ free: { limits: { users: 2, workspaces: 2 } } });
    expect((await h.call('POST', '/account/invite', { email: 'second@example.test' })).status).toBe(201);
    expect((await h.call('POST', '/workspace', { name: 'Second' })).status).toBe(201);
  });
});
