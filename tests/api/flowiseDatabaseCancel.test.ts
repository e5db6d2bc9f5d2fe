import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSseStream } from '../../host/common/stream/sseParser.ts';
import { QueryCounter } from '../../host/server/db/QueryCounter.ts';
import { buildPeerSqlite } from './peerDatabase/buildPeerSqlite.ts';
import { peerRows } from './peerDatabase/peerRows.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/** Counts the transactions the server's database rolled back; `onChatMessages` hears the first chat message written in one. */
class TransactionEnds extends QueryCounter {
  rollbacks = 0;
  onChatMessages: (() => void) | undefined;
  override rolledBack(): void {
    super.rolledBack();
    this.rollbacks += 1;
  }
  override sent(query: CompiledQuery, inTransaction: boolean): void {
    super.sent(query, inTransaction);
    if (inTransaction && /^insert into "chat_message"/.test(query.sql) && this.onChatMessages) {
      const hear = this.onChatMessages;
      this.onChatMessages = undefined;
      hear();
    }
  }
}

const KEY = 'peer-key-cancel';
const MESSAGES = 3000;
const TABLES = ['chat_flow', 'credential', 'tool', 'chat_message', 'apikey'] as const;

let server: TestServer;
const ends = new TransactionEnds();

async function counts(): Promise<Record<(typeof TABLES)[number], number>> {
  const out = {} as Record<(typeof TABLES)[number], number>;
  for (const t of TABLES) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(
      server.app.brains.db,
    );
    out[t] = r.rows[0]?.n ?? 0;
  }
  return out;
}

/** A peer database with enough chat history that importing it takes a while. */
async function peerDatabase(): Promise<Uint8Array> {
  const rows = peerRows('3.x', KEY, 'http://127.0.0.1:9/v1');
  const flow = rows.chat_message?.[0]?.chatflowid;
  rows.chat_message = Array.from({ length: MESSAGES }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    role: i % 2 ? 'apiMessage' : 'userMessage',
    chatflowid: flow,
    content: `Message ${i}`,
    chatType: 'INTERNAL',
    chatId: `chat-${Math.floor(i / 2)}`,
    sessionId: `chat-${Math.floor(i / 2)}`,
    createdDate: '2025-01-02 03:04:05',
  }));
  rows.chat_message_feedback = [];
  return buildPeerSqlite('3.x', rows);
}

function form(bytes: Uint8Array): FormData {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)]), 'database.sqlite');
  f.append('secretKey', new Blob([KEY]), 'encryption.key');
  return f;
}

beforeAll(async () => {
  server = await startTestServer({ database: await openTestDatabase({ counter: ends }) });
});
afterAll(async () => {
  await server?.close();
});

describe('a streamed peer database import whose client goes away', () => {
  it('is cancelled: its transaction rolls back and nothing is written; the same import then completes', async () => {
    const bytes = await peerDatabase();
    const before = await counts();
    const rollbacks = ends.rollbacks;
    const client = new AbortController();
    const seen: string[] = [];
    const res = await server.fetch('/api/v1/import/flowise-database', {
      method: 'POST',
      body: form(bytes),
      headers: { accept: 'text/event-stream' },
      signal: client.signal,
    });
    expect(res.status).toBe(200);
    // Read the steps until the chat messages are part-way in (inside the transaction), then hang up.
    await readSseStream(res.body as ReadableStream<Uint8Array>, (e) => {
      seen.push(e.event);
      const step = e.data as { values?: { set?: string }; done?: number; total?: number };
      if (
        e.event === 'progress' &&
        step.values?.set === 'Chat messages' &&
        (step.done ?? 0) < (step.total ?? 0)
      )
        client.abort();
    }).catch((err: Error) => {
      if (err.name !== 'AbortError') throw err;
    });
    expect(client.signal.aborted).toBe(true);
    expect(seen).not.toContain('result');
    // The server notices, stops at its next row and rolls the transaction back.
    await vi.waitFor(() => expect(ends.rollbacks).toBe(rollbacks + 1), { timeout: 30_000, interval: 50 });
    expect(await counts()).toEqual(before);

    // Nothing was left behind: the same database imports whole afterwards.
    const again = await server.fetch('/api/v1/import/flowise-database', {
      method: 'POST',
      body: form(bytes),
    });
    const report = (await again.json()) as { sets: { imported: Record<string, number> } };
    expect(again.status, JSON.stringify(report)).toBe(200);
    expect(report.sets.imported.ChatMessage).toBe(MESSAGES);
    expect((await counts()).chat_message).toBe(before.chat_message + MESSAGES);
  });
});

describe('a peer database import answered as JSON whose client goes away', () => {
  it('is cancelled too: its transaction rolls back and nothing is written', async () => {
    const bytes = await peerDatabase();
    const before = await counts();
    const rollbacks = ends.rollbacks;
    const client = new AbortController();
    // Hang up once the chat messages are being written (inside the transaction).
    ends.onChatMessages = () => client.abort();
    const res = server
      .fetch('/api/v1/import/flowise-database', { method: 'POST', body: form(bytes), signal: client.signal })
      .then(
        (r) => `answered ${r.status}`,
        (err: Error) => err.name,
      );
    expect(await res).toBe('AbortError');
    // The server notices, stops at its next row and rolls the transaction back.
    await vi.waitFor(() => expect(ends.rollbacks).toBe(rollbacks + 1), { timeout: 30_000, interval: 50 });
    expect(await counts()).toEqual(before);
  });
});
