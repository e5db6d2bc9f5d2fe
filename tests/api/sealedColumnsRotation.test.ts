import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerHalf } from '../../host/server/plugin/loadPlugins.ts';
import type { SealedColumns } from '../../host/server/plugin/sealedColumns.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { openCredentialData, sealCredentialData } from '../../plugins/credentials/server/credentialCipher.ts';
import { loadCredentialKey } from '../../plugins/credentials/server/credentialKey.ts';
import { forgetCredentialKeys } from '../../plugins/credentials/server/credentialKeyCache.ts';
import { runKeyRotation } from '../../plugins/credentials/server/rotateKey.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

/**
 * Key rotation covers every value sealed with the credential key, not only credentials: the
 * plugins' `sealedColumns` (SSO client secrets, the mail password, MCP server headers).
 */
let server: TestServer;
let contributed: SealedColumns[];
const PROBE: SealedColumns = { table: 'rotation_probe', boundTo: 'id', data: 'd', iv: 'i', tag: 't' };

beforeAll(async () => {
  // Enterprise: every plugin that seals something is loaded there.
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
  const halves = await Promise.all(builtinPlugins.map(loadServerHalf));
  contributed = halves.flatMap((s) => s?.sealedColumns ?? []);
  await sql`create table rotation_probe (id text primary key, d text, i text, t text)`.execute(
    server.app.brains.db,
  );
});
afterAll(() => server?.close());

/** The key in force (made on first use when there is none yet, as the server makes it). */
const fileKey = async () => (await loadCredentialKey({}, server.config.dataDir)).key;

async function seal(table: string, id: string, key: Buffer, value: Record<string, string>) {
  const s = sealCredentialData(key, id, value);
  await sql`insert into ${sql.table(table)} (id, d, i, t) values (${id}, ${s.encrypted_data}, ${s.iv}, ${s.tag})`.execute(
    server.app.brains.db,
  );
}

describe('sealed columns and key rotation', () => {
  it('the plugins name their sealed columns, and each one exists', async () => {
    expect(contributed.map((c) => c.table).sort()).toEqual([
      'custom_mcp_server',
      'organization_mail_settings',
      'sso_provider',
    ]);
    for (const c of contributed) {
      const { rows } = await sql<{ column_name: string }>`
        select column_name from information_schema.columns where table_name = ${c.table}`.execute(
        server.app.brains.db,
      );
      const columns = rows.map((r) => r.column_name);
      expect(columns, c.table).toEqual(expect.arrayContaining([c.boundTo, c.data, c.iv, c.tag]));
    }
  });

  it('re-encrypts the contributed values with the credentials, in one transaction', async () => {
    const db = server.app.brains.db;
    const oldKey = await fileKey();
    const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
    const mail = sealCredentialData(oldKey, org.id, { password: 'smtp-secret' });
    await sql`insert into organization_mail_settings (organization_id, host, port, password_data, password_iv, password_tag)
      values (${org.id}, 'smtp.example.com', 587, ${mail.encrypted_data}, ${mail.iv}, ${mail.tag})`.execute(
      db,
    );
    const good = randomUUID();
    await seal('rotation_probe', good, oldKey, { token: 'probe-secret' });
    await sql`insert into rotation_probe (id) values (${randomUUID()})`.execute(db); // nothing sealed: skipped
    const stranger = randomUUID();
    await seal('rotation_probe', stranger, randomBytes(32), { token: 'other key' });
    const columns = [...contributed, PROBE];

    // One value that does not open with the old key: nothing changes, and the error names it.
    await expect(
      runKeyRotation({
        db,
        dataDir: server.config.dataDir,
        env: {},
        sealedColumns: columns,
        print: () => {},
      }),
    ).rejects.toThrow(`A sealed value in rotation_probe ${stranger} does not decrypt with the old key`);
    expect(await fileKey()).toEqual(oldKey);
    const mailRow = () =>
      db
        .selectFrom('organization_mail_settings')
        .selectAll()
        .where('organization_id', '=', org.id)
        .executeTakeFirstOrThrow();
    expect((await mailRow()).password_data).toBe(mail.encrypted_data);

    await sql`delete from rotation_probe where id = ${stranger}`.execute(db);
    const lines: string[] = [];
    await runKeyRotation({
      db,
      dataDir: server.config.dataDir,
      env: {},
      sealedColumns: columns,
      print: (l) => lines.push(l),
    });
    forgetCredentialKeys();
    const newKey = await fileKey();
    expect(newKey).not.toEqual(oldKey);
    expect(lines.at(-1)).toMatch(/credential\(s\) and 2 other sealed value\(s\); the new key is in/);
    const row = await mailRow();
    expect(
      openCredentialData(newKey, org.id, {
        encrypted_data: row.password_data ?? '',
        iv: row.password_iv ?? '',
        tag: row.password_tag ?? '',
      }),
    ).toEqual({ password: 'smtp-secret' });
    const probe = await sql<{
      d: string;
      i: string;
      t: string;
    }>`select d, i, t from rotation_probe where id = ${good}`.execute(db);
    const p = probe.rows[0];
    expect(p && openCredentialData(newKey, good, { encrypted_data: p.d, iv: p.i, tag: p.t })).toEqual({
      token: 'probe-secret',
    });
  });
});
