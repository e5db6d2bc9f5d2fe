import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PlainData } from '../common/credentialData.ts';

/** What the credential table stores for the values: all base64. */
export interface Sealed {
  encrypted_data: string;
  iv: string;
  tag: string;
}

/**
 * AES-256-GCM of the JSON of the values, a fresh 12-byte IV each time. The row id is the
 * additional authenticated data: a ciphertext copied into another row fails to decrypt.
 */
export function sealCredentialData(key: Buffer, rowId: string, data: PlainData): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(rowId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return {
    encrypted_data: body.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** The inverse of seal; throws when the key is wrong or the row was tampered with. */
export function openCredentialData(key: Buffer, rowId: string, sealed: Sealed): PlainData {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(rowId, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const text = Buffer.concat([
    decipher.update(Buffer.from(sealed.encrypted_data, 'base64')),
    decipher.final(),
  ]);
  return JSON.parse(text.toString('utf8')) as PlainData;
}
