import { parseAllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { GuardedFetchError } from '../../../host/server/sandbox/guardedFetchError.ts';
import {
  type HostLookup,
  resolveAllowedAddresses,
  systemLookup,
} from '../../../host/server/sandbox/resolveAllowedAddresses.ts';
import { type ChatUpload, fullFileUploads } from '../../chat/common/chatUpload.ts';
import { fileMime } from '../../chat/common/fileTypes.ts';

const DATA_URL = /^data:[^;,]+;base64,(.*)$/s;

/** A document upload's text: its data URL decoded as UTF-8, or the text the client already extracted. */
export function uploadText(u: ChatUpload): string {
  const m = DATA_URL.exec(u.data);
  const text = m ? Buffer.from(m[1] as string, 'base64').toString('utf8') : u.data;
  return text.replace(/^\uFEFF/, '');
}

/** The documents of a prediction as the engine takes them (checked by checkUploads before). */
export const uploadedFiles = (uploads: readonly ChatUpload[] | undefined) =>
  fullFileUploads(uploads).map((u) => ({
    name: u.name,
    mime: fileMime(u.name, u.mime),
    text: uploadText(u),
  }));

/**
 * Image URLs a model provider (or the AI SDK, downloading for providers that take no URLs) would
 * fetch: refused when the host is or resolves to a private, loopback or link-local address, as
 * outgoing requests are (HTTP_ALLOW_PRIVATE). A name that does not resolve has nothing to reach.
 */
export async function checkUploadUrls(
  uploads: readonly ChatUpload[],
  lookup: HostLookup = systemLookup,
): Promise<string[]> {
  const allow = parseAllowPrivate(process.env.HTTP_ALLOW_PRIVATE);
  const problems: string[] = [];
  for (const [i, u] of uploads.entries()) {
    if (u.type !== 'url') continue;
    try {
      await resolveAllowedAddresses(new URL(u.data), allow, lookup);
    } catch (err) {
      if (err instanceof GuardedFetchError && err.code === 'DNS') continue;
      problems.push(`uploads[${i}] (${u.name}): ${(err as Error).message}`);
    }
  }
  return problems;
}
