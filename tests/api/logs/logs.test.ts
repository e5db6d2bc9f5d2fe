import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../apiCall.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';

let server: TestServer;
let stdout: typeof process.stdout.write;
beforeAll(async () => {
  // the log lines go to stdout too: keep the test's output quiet
  stdout = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    typeof chunk === 'string' && chunk.startsWith('{"level"')
      ? true
      : stdout(chunk as string, ...(rest as []))) as typeof process.stdout.write;
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise', LOG_LEVEL: 'info' } });
});
afterAll(async () => {
  await server?.close();
  process.stdout.write = stdout;
});

describe('the Logs page API (enterprise)', { timeout: 60_000 }, () => {
  it("lists the server's own lines by level and text, without credentials", async () => {
    await server.fetch('/api/v1/no-such-route-for-the-log', {
      headers: { authorization: 'Bearer sk-secret-in-header' },
    });
    const found = await apiCall(
      server,
      'GET',
      `/logs?level=info&search=${encodeURIComponent('no-such-route-for-the-log')}`,
    );
    expect(found.status, found.text).toBe(200);
    expect(found.body.lines.length).toBeGreaterThan(0);
    expect(found.body.lines[0]).toMatchObject({ level: 30 });
    expect(JSON.stringify(found.body)).not.toContain('sk-secret-in-header');
    const errorsOnly = await apiCall(server, 'GET', `/logs?level=error&search=no-such-route-for-the-log`);
    expect(errorsOnly.body.lines).toEqual([]);
    expect((await apiCall(server, 'GET', '/logs?level=loud')).status).toBe(400);
  });

  it('streams new lines as they are written', async () => {
    const controller = new AbortController();
    const res = await server.fetch('/api/v1/logs/stream', { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    const seen = (async () => {
      while (!text.includes('streamed-line-marker')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    })();
    await server.fetch('/api/v1/streamed-line-marker');
    await seen;
    controller.abort();
    const line = text.split('\n').find((l) => l.startsWith('data:') && l.includes('streamed-line-marker'));
    expect(JSON.parse((line ?? '').slice(5))).toMatchObject({ level: 30, seq: expect.any(Number) });
  });

  it("never shows a mail's text: a reset link in the log would let a reader take over the account", async () => {
    const asked = await server.anonymousFetch('/api/v1/account/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    expect(asked.status).toBeLessThan(300);
    const mail = await server.app.brains.db
      .selectFrom('mail_outbox')
      .select('body')
      .orderBy('created_date', 'desc')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+/.exec(mail.body)?.[0] ?? '';
    expect(link).toContain('token');
    const logged = await apiCall(server, 'GET', '/logs?search=outbox');
    expect(logged.body.lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged.body)).not.toContain(link);
  });

  it('needs logs:view', async () => {
    const member = await server.createUser({ role: 'member' });
    expect((await member.session.fetch('/api/v1/logs')).status).toBe(403);
  });
});
