import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialKeyError, keyFilePath, loadCredentialKey, parseKey } from './credentialKey.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cred-key-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('parseKey', () => {
  it('reads 32 bytes as hex or base64 and refuses anything else', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(parseKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseKey(` ${bytes.toString('base64url')}\n`)).toEqual(bytes);
    expect(parseKey(Buffer.alloc(16).toString('hex'))).toBeNull();
    expect(parseKey(Buffer.alloc(24).toString('base64'))).toBeNull();
    expect(parseKey('not a key')).toBeNull();
  });
});

describe('loadCredentialKey', () => {
  it('uses CREDENTIAL_KEY and gives a clear error (without the value) for a bad one', async () => {
    const hex = 'ab'.repeat(32);
    expect(await loadCredentialKey({ CREDENTIAL_KEY: hex }, dir)).toEqual({
      key: Buffer.from(hex, 'hex'),
      source: 'env',
    });
    const err = await loadCredentialKey({ CREDENTIAL_KEY: 'too-short-secret' }, dir).catch((e) => e);
    expect(err).toBeInstanceOf(CredentialKeyError);
    expect(err.message).toMatch(/^CREDENTIAL_KEY is invalid: expected 32 bytes/);
    expect(err.message).not.toContain('too-short-secret');
  });

  it('generates a 0600 key file on first use and reads the same key afterwards', async () => {
    const first = await loadCredentialKey({}, dir);
    expect(first.source).toBe('generated');
    expect((await stat(keyFilePath(dir))).mode & 0o777).toBe(0o600);
    const second = await loadCredentialKey({ CREDENTIAL_KEY: '  ' }, dir);
    expect(second).toEqual({ key: first.key, source: 'file' });
    expect((await readFile(keyFilePath(dir), 'utf8')).trim()).toBe(first.key.toString('base64'));
  });

  it('refuses a damaged key file instead of replacing it', async () => {
    await writeFile(keyFilePath(dir), 'garbage');
    await expect(loadCredentialKey({}, dir)).rejects.toThrow(/credential.key is invalid/);
    expect(await readFile(keyFilePath(dir), 'utf8')).toBe('garbage');
  });
});
