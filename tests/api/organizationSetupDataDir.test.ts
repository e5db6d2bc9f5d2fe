import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './startTestServer.ts';

// On PostgreSQL nothing creates DATA_DIR before the first sign-in writes the auth secret into it.
// The test server's database lives outside DATA_DIR on either database, so both runs check it.
const setupBody = JSON.stringify({ name: 'Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
const post = (server: TestServer) =>
  server.anonymousFetch('/api/v1/organization-setup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: setupBody,
  });

describe('organisation set-up and DATA_DIR', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('creates a missing DATA_DIR for the auth secret and answers 201', async () => {
    server = await startTestServer({ setup: false });
    await rm(server.config.dataDir, { recursive: true, force: true });
    const res = await post(server);
    expect(res.status, await res.clone().text()).toBe(201);
    const secret = await readFile(join(server.config.dataDir, 'auth-secret'), 'utf8');
    expect(secret.trim()).toMatch(/^[0-9a-f]{64}$/);
    const me = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await me.fetch('/api/v1/auth/me')).status).toBe(200);
  });

  it('saves nothing when the secret cannot be written, so a retry succeeds', async () => {
    server = await startTestServer({ setup: false });
    const dataDir = server.config.dataDir;
    // A file where DATA_DIR should be: no folder can be made there.
    await rm(dataDir, { recursive: true, force: true });
    await writeFile(dataDir, 'not a folder');
    expect((await post(server)).status).toBe(500);
    const state = await (await server.anonymousFetch('/api/v1/organization-setup')).json();
    expect(state).toEqual({ required: true });

    await rm(dataDir, { force: true });
    expect((await post(server)).status).toBe(201);
  });
});
