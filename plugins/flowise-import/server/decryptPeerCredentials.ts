import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ImportedCredential } from '../../credentials/public.ts';
import type { PeerCredential } from '../common/peerSets.ts';
import { decryptPeerCredential } from './peerCipher.ts';

/**
 * Every credential's values in clear, before anything is written. A missing or wrong key is a 400
 * naming the first credential that failed, so the user knows which key the database needs.
 */
export function decryptPeerCredentials(
  rows: PeerCredential[],
  peerKey: string | undefined,
): ImportedCredential[] {
  if (rows.length && !peerKey)
    throw httpError(
      400,
      `The database has ${rows.length} credentials: give the peer's key (its encryption.key file or FLOWISE_SECRETKEY_OVERWRITE)`,
    );
  return rows.map((row) => {
    let values: Record<string, unknown>;
    try {
      values = decryptPeerCredential(row.encryptedData, peerKey as string);
    } catch (err) {
      throw httpError(
        400,
        `Credential '${row.name}' (${row.id}) could not be decrypted: ${(err as Error).message}`,
      );
    }
    const data: Record<string, string> = {};
    for (const [field, value] of Object.entries(values)) {
      if (value === null || value === undefined) continue;
      data[field] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return {
      id: row.id,
      name: row.name,
      credentialName: row.credentialName,
      data,
      ...(row.createdDate ? { createdDate: row.createdDate } : {}),
    };
  });
}
