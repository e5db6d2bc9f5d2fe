import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openCredentialData } from '../../plugins/credentials/server/credentialCipher.ts';
import { forgetCredentialKeys } from '../../plugins/credentials/server/credentialKeyCache.ts';
import { resolveCredential } from '../../plugins/credentials/server/resolveCredential.ts';
import { runKeyRotation } from '../../plugins/credentials/server/rotateKey.ts';
import { credentialHarness, SECRET } from './credentialHarness.ts';

/** Credential values at rest: the raw rows hold no value, the key file is private, key rotation. */
const h = credentialHarness();
const { call, createOpenAI } = h;

describe('secrets at rest', () => {
  it('stores no value in plain text anywhere in the raw row, and the key file is private', async () => {
    const basic = await call('POST', '/credentials', {
      name: 'raw-basic',
      credentialName: 'httpBasicAuth',
      plainDataObj: { basicAuthUsername: 'raw-user-name', basicAuthPassword: 'raw-pass-word' },
    });
    const openai = await createOpenAI('raw-openai');
    const rows = await sql<{
      row: string;
    }>`select row_to_json(c)::text as row from credential c where id in (${basic.body.id}, ${openai.id})`.execute(
      h.server.app.brains.db,
    );
    expect(rows.rows).toHaveLength(2);
    const text = rows.rows.map((r) => r.row).join('\n');
    for (const value of ['raw-user-name', 'raw-pass-word', SECRET]) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(Buffer.from(value).toString('base64'));
      expect(text).not.toContain(Buffer.from(value).toString('hex'));
    }
    expect(text).toContain('"credential_name":"httpBasicAuth"');
    const mode = (await stat(join(h.server.config.dataDir, 'credential.key'))).mode & 0o777;
    expect(mode).toBe(0o600);
    const got = await call('GET', `/credentials/${basic.body.id}`);
    expect(got.text).not.toContain('raw-pass-word');
  });
});

describe('key rotation', () => {
  it('re-encrypts every row in one transaction, replaces the key file and keeps the values', async () => {
    const c = await createOpenAI('rotate-me', 'sk-rotate-value');
    const db = h.server.app.brains.db;
    const dataDir = h.server.config.dataDir;
    const before = await db
      .selectFrom('credential')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    const oldKey = (await readFile(join(dataDir, 'credential.key'), 'utf8')).trim();
    const lines: string[] = [];

    // A wrong --old changes nothing: no row, no key file.
    const wrong = randomBytes(32).toString('hex');
    await expect(
      runKeyRotation({ db, dataDir, env: {}, oldKey: wrong, print: (l) => lines.push(l) }),
    ).rejects.toThrow(/does not decrypt with the old key: nothing was changed/);
    expect(
      await db.selectFrom('credential').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await readFile(join(dataDir, 'credential.key'), 'utf8')).trim()).toBe(oldKey);
    await expect(
      runKeyRotation({ db, dataDir, env: {}, newKey: 'short', print: (l) => lines.push(l) }),
    ).rejects.toThrow(/--new is invalid/);

    const count = await runKeyRotation({ db, dataDir, env: {}, print: (l) => lines.push(l) });
    const total = await db
      .selectFrom('credential')
      .select(db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(Number(total.n));
    expect(lines.at(-1)).toMatch(/^Re-encrypted \d+ credential\(s\); the new key is in .*credential.key/);
    const newKey = (await readFile(join(dataDir, 'credential.key'), 'utf8')).trim();
    expect(newKey).not.toBe(oldKey);
    expect((await stat(join(dataDir, 'credential.key'))).mode & 0o777).toBe(0o600);
    const after = await db
      .selectFrom('credential')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(after.encrypted_data).not.toBe(before.encrypted_data);
    expect(() => openCredentialData(Buffer.from(oldKey, 'base64'), c.id, after)).toThrow();

    forgetCredentialKeys();
    const resolved = await resolveCredential(db, 'default', c.id, h.server.config);
    expect(resolved.data).toEqual({ openAIApiKey: 'sk-rotate-value' });
    expect((await call('GET', `/credentials/${c.id}`)).status).toBe(200);
  });

  it('with CREDENTIAL_KEY set, rotates to the given key and says what to set', async () => {
    const c = await createOpenAI('rotate-env', 'sk-env-value');
    const db = h.server.app.brains.db;
    const current = (await readFile(join(h.server.config.dataDir, 'credential.key'), 'utf8')).trim();
    const next = randomBytes(32);
    const lines: string[] = [];
    await runKeyRotation({
      db,
      dataDir: h.server.config.dataDir,
      env: { CREDENTIAL_KEY: current },
      newKey: next.toString('hex'),
      print: (l) => lines.push(l),
    });
    expect(lines.at(-1)).toMatch(/Set CREDENTIAL_KEY to the new key before starting the server\.$/);
    const row = await db
      .selectFrom('credential')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(openCredentialData(next, c.id, row)).toEqual({ openAIApiKey: 'sk-env-value' });
    // Put the file key back in force for the other tests of this h.server.
    await runKeyRotation({
      db,
      dataDir: h.server.config.dataDir,
      env: { CREDENTIAL_KEY: next.toString('hex') },
      newKey: current,
      print: () => {},
    });
    forgetCredentialKeys();
    expect((await call('GET', `/credentials/${c.id}`)).status).toBe(200);
  });
});
