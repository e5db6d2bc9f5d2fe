import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCredentialData, sealCredentialData } from './credentialCipher.ts';

describe('credential cipher', () => {
  const key = randomBytes(32);
  const data = { apiKey: 'sk-very-secret-value', endpoint: 'https://example.test' };

  it('round-trips and never shows the values in the sealed form', () => {
    const sealed = sealCredentialData(key, 'row-1', data);
    expect(JSON.stringify(sealed)).not.toContain('sk-very-secret-value');
    expect(JSON.stringify(sealed)).not.toContain('example.test');
    expect(openCredentialData(key, 'row-1', sealed)).toEqual(data);
    // A fresh IV each time: the same data never seals the same way twice.
    expect(sealCredentialData(key, 'row-1', data).encrypted_data).not.toBe(sealed.encrypted_data);
  });

  it('fails with the wrong key, another row id or a tampered body', () => {
    const sealed = sealCredentialData(key, 'row-1', data);
    expect(() => openCredentialData(randomBytes(32), 'row-1', sealed)).toThrow();
    expect(() => openCredentialData(key, 'row-2', sealed)).toThrow();
    const body = Buffer.from(sealed.encrypted_data, 'base64');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() =>
      openCredentialData(key, 'row-1', { ...sealed, encrypted_data: body.toString('base64') }),
    ).toThrow();
  });
});
