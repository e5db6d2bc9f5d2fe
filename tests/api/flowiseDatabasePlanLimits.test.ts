import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { readSseStream, type StreamEvent } from '../../host/common/stream/sseParser.ts';
import { billingHarness } from './billing/billingHarness.ts';
import { buildPeerSqlite } from './peerDatabase/buildPeerSqlite.ts';
import { withPeerPeople } from './peerDatabase/peerPeople.ts';
import { peerRows } from './peerDatabase/peerRows.ts';
import { ADMIN_EMAIL } from './startTestServer.ts';

/**
 * The plans' limits on the peer database import (cloud, billing configured): the flows, users and
 * workspaces it would add are checked before anything is written; a refusal is the plan's 402
 * naming the resource and leaves every table as it was. The peer's database holds 2 flows, 2 new
 * users (a third has the admin's email, a fourth is deleted there) and 1 new workspace (the other
 * has the name of ours).
 */
const h = billingHarness();
const PEER_KEY = 'peer-encryption-key-limits\n';
const TABLES = ['chat_flow', 'user', 'organization_user', 'workspace', 'role', 'credential', 'tool'] as const;

function withPlans(limits: Record<string, number | null>) {
  process.env.BILLING_PLANS = JSON.stringify({ free: { limits } });
}
afterEach(() => {
  delete process.env.BILLING_PLANS;
});

async function counts(): Promise<Record<(typeof TABLES)[number], number>> {
  const out = {} as Record<(typeof TABLES)[number], number>;
  for (const t of TABLES) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(
      h.server.app.brains.db,
    );
    out[t] = r.rows[0]?.n ?? 0;
  }
  return out;
}

const peerDatabase = () =>
  buildPeerSqlite('3.x', withPeerPeople(peerRows('3.x', PEER_KEY, 'http://127.0.0.1:9'), ADMIN_EMAIL));

function form(bytes: Uint8Array, onExisting?: string): FormData {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)]), 'database.sqlite');
  f.append('secretKey', new Blob([PEER_KEY]), 'encryption.key');
  if (onExisting) f.append('onExisting', onExisting);
  return f;
}

/** The organisation admin's upload, answered as JSON. */
async function upload(bytes: Uint8Array, onExisting?: string) {
  const res = await h.server.fetch('/api/v1/import/flowise-database', {
    method: 'POST',
    body: form(bytes, onExisting),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('peer database import within the plan (cloud)', () => {
  it('too many flows: 402 naming flows, nothing written', async () => {
    const before = await counts();
    withPlans({ flows: before.chat_flow + 1, users: null, workspaces: null });
    const res = await upload(await peerDatabase());
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      `Plan limit reached (flows): the Free plan allows ${before.chat_flow + 1} flows; ${before.chat_flow} used. Upgrade the plan on Account type.`,
    );
    expect(await counts()).toEqual(before);
  });

  it('too many workspaces (the Free plan has one): 402 naming workspaces, nothing written', async () => {
    const before = await counts();
    withPlans({ flows: null, users: null });
    const res = await upload(await peerDatabase());
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'Plan limit reached (workspaces): the Free plan allows 1 workspaces; 1 used. Upgrade the plan on Account type.',
    );
    expect(await counts()).toEqual(before);
  });

  it('too many users, asked as a stream (the dialog): the error event says 402 and nothing is written', async () => {
    const before = await counts();
    // 1 user here; the peer adds 2 (its user with our admin's email and its deleted one do not count).
    withPlans({ flows: null, workspaces: 2, users: 2 });
    const res = await h.server.fetch('/api/v1/import/flowise-database', {
      method: 'POST',
      body: form(await peerDatabase()),
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    const events: StreamEvent[] = [];
    await readSseStream(res.body as ReadableStream<Uint8Array>, (e) => events.push(e));
    expect(events.find((e) => e.event === 'error')?.data).toEqual({
      statusCode: 402,
      message:
        'Plan limit reached (users): the Free plan allows 2 users; 1 used. Upgrade the plan on Account type.',
    });
    expect(events.some((e) => e.event === 'result')).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('fits exactly: imported; a second import counts only what it adds (skip adds nothing, new ids add the flows)', async () => {
    const before = await counts();
    withPlans({ flows: before.chat_flow + 2, workspaces: 2, users: 3 });
    const res = await upload(await peerDatabase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.users).toMatchObject({ found: 4, imported: 2 });
    expect(res.body.workspaces).toMatchObject({ found: 2, imported: 1 });
    const after = await counts();
    expect(after.chat_flow).toBe(before.chat_flow + 2);
    expect(after.user).toBe(before.user + 2);
    expect(after.workspace).toBe(before.workspace + 1);
    // The plan is now full: skipping what exists adds no flow, user or workspace, so it passes.
    expect((await upload(await peerDatabase(), 'skip')).status).toBe(200);
    expect(await counts()).toEqual(after);
    // New ids would copy both flows again: refused.
    const again = await upload(await peerDatabase(), 'newIds');
    expect(again.status).toBe(402);
    expect(again.body.message).toContain('Plan limit reached (flows)');
    expect(await counts()).toEqual(after);
  });
});
