import { createDecipheriv, createHash } from 'node:crypto';

const SALTED = Buffer.from('Salted__', 'latin1');

/**
 * OpenSSL's EVP_BytesToKey with MD5 and one round: what crypto-js derives from a passphrase and the
 * 8-byte salt (32-byte key, 16-byte IV for AES-256-CBC).
 */
export function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const parts: Buffer[] = [];
  let previous = Buffer.alloc(0);
  let length = 0;
  while (length < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest();
    parts.push(previous);
    length += previous.length;
  }
  const all = Buffer.concat(parts);
  return { key: all.subarray(0, 32), iv: all.subarray(32, 48) };
}

/**
 * Decrypts what the peer stores for a credential: crypto-js `AES.encrypt(json, passphrase)`, i.e.
 * base64 of 'Salted__' + salt + AES-256-CBC ciphertext. Throws when the text is not in that format,
 * the passphrase is wrong (bad padding) or the result is not a JSON object.
 */
export function decryptPeerCredential(encrypted: string, passphrase: string): Record<string, unknown> {
  const raw = Buffer.from(encrypted.trim(), 'base64');
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED))
    throw new Error('not in the crypto-js format (no Salted__ header)');
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), raw.subarray(8, 16));
  let text: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    text = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('wrong key (it does not decrypt)');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('wrong key (it does not decrypt to JSON)');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('it does not decrypt to an object of values');
  return value as Record<string, unknown>;
}
