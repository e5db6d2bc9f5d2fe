import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPeerCredential, evpBytesToKey } from './peerCipher.ts';

/** crypto-js's documented output for AES.encrypt(text, passphrase) with a given salt. */
function encrypt(text: string, passphrase: string, salt: Buffer): string {
  const md5 = (b: Buffer) => createHash('md5').update(b).digest();
  const pass = Buffer.from(passphrase, 'utf8');
  const d1 = md5(Buffer.concat([pass, salt]));
  const d2 = md5(Buffer.concat([d1, pass, salt]));
  const d3 = md5(Buffer.concat([d2, pass, salt]));
  const cipher = createCipheriv('aes-256-cbc', Buffer.concat([d1, d2]), d3);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from('Salted__'), salt, body]).toString('base64');
}

const SALT = Buffer.from('0102030405060708', 'hex');

describe("the peer's credential encryption (crypto-js AES with a passphrase)", () => {
  it('derives key and IV as EVP_BytesToKey with MD5', () => {
    const { key, iv } = evpBytesToKey(Buffer.from('pw'), SALT);
    const first = createHash('md5')
      .update(Buffer.concat([Buffer.from('pw'), SALT]))
      .digest();
    expect(key.subarray(0, 16)).toEqual(first);
    expect(key).toHaveLength(32);
    expect(iv).toHaveLength(16);
  });

  it('decrypts the values with the right passphrase', () => {
    const text = encrypt(JSON.stringify({ apiKey: 'sk-1', region: 'eu' }), 'the key\n', SALT);
    expect(decryptPeerCredential(text, 'the key\n')).toEqual({ apiKey: 'sk-1', region: 'eu' });
  });

  it('says why when the passphrase is wrong or the text is not the format', () => {
    const text = encrypt(JSON.stringify({ apiKey: 'sk-1' }), 'right', SALT);
    expect(() => decryptPeerCredential(text, 'wrong')).toThrow(/wrong key/);
    expect(() => decryptPeerCredential('bm90IGVuY3J5cHRlZCBhdCBhbGwgYnV0IGxvbmcgZW5vdWdo', 'right')).toThrow(
      /no Salted__ header/,
    );
    expect(() => decryptPeerCredential(encrypt('[1]', 'right', SALT), 'right')).toThrow(/object/);
  });
});
