import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * What the peer stores for a credential, made as crypto-js documents `AES.encrypt(text, passphrase)`:
 * a random 8-byte salt, key and IV from OpenSSL's EVP_BytesToKey (MD5, one round) over the
 * passphrase and salt, AES-256-CBC with PKCS#7 padding, base64 of 'Salted__' + salt + ciphertext.
 */
export function encryptLikePeer(values: Record<string, unknown>, passphrase: string): string {
  const salt = randomBytes(8);
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase, 'utf8'), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const cipher = createCipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48));
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from('Salted__'), salt, body]).toString('base64');
}
