import { isRecord } from '../../../host/common/isRecord.ts';
import type { PeerApiKey } from '../common/peerSets.ts';

/**
 * The peer's api.json (its 1.x/2.x key store before keys moved into the database): an array of
 * { id, keyName, apiKey, apiSecret, createdAt }. Throws naming the entry that is not a key.
 */
export function readPeerApiKeyFile(text: string): PeerApiKey[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('apiKeys: the file is not JSON (expected the array of its api.json)');
  }
  if (!Array.isArray(value)) throw new Error('apiKeys: expected the array of its api.json');
  return value.map((entry, i) => {
    if (!isRecord(entry) || typeof entry.apiKey !== 'string' || typeof entry.keyName !== 'string')
      throw new Error(`apiKeys/${i}: not a key (keyName and apiKey are required)`);
    return { id: String(entry.id ?? i), keyName: entry.keyName, apiKey: entry.apiKey };
  });
}
