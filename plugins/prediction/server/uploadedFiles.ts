import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { GuardedFetchError } from '../../../host/server/sandbox/guardedFetchError.ts';
import {
  type HostLookup,
  resolveAllowedAddresses,
  systemLookup,
} from '../../../host/server/sandbox/resolveAllowedAddresses.ts';
import { type ChatUpload, fullFileUploads } from '../../chat/public.ts';
import { fileMime } from '../../chat/public.ts';
import { documentText } from '../../chat/public.ts';

const DATA_URL = /^data:[^;,]+;base64,(.*)$/s;

/**
 * The prediction's uploads with each document's data URL replaced by its text (what the embed
 * widget sends after /attachments), so runs and records see text; problems name the upload.
 */
export async function readDocuments(
  uploads: readonly ChatUpload[],
): Promise<{ uploads: ChatUpload[]; problems: string[] }> {
  const problems: string[] = [];
  const read = await Promise.all(
    uploads.map(async (u, i) => {
      const m = u.type === 'file:full' ? DATA_URL.exec(u.data) : null;
      if (!m) return u;
      try {
        const bytes = Buffer.from(m[1] as string, 'base64');
        return { ...u, data: await documentText(new Uint8Array(bytes), fileMime(u.name, u.mime)) };
      } catch (err) {
        problems.push(`uploads[${i}] (${u.name}): could not be read: ${(err as Error).message}`);
        return u;
      }
    }),
  );
  return { uploads: read, problems };
}

/** The documents of a prediction as the engine takes them (their data is text after readDocuments). */
export const uploadedFiles = (uploads: readonly ChatUpload[] | undefined) =>
  fullFileUploads(uploads).map((u) => ({
    name: u.name,
    mime: fileMime(u.name, u.mime),
    text: u.data.replace(/^\uFEFF/, ''),
  }));

/**
 * Image URLs a model provider (or the AI SDK, downloading for providers that take no URLs) would
 * fetch: refused when the host is or resolves to a private, loopback or link-local address, as
 * outgoing requests are (HTTP_ALLOW_PRIVATE). A name that does not resolve has nothing to reach.
 */
export async function checkUploadUrls(
  uploads: readonly ChatUpload[],
  allow: AllowPrivate,
  lookup: HostLookup = systemLookup,
): Promise<string[]> {
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
