import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';

/** What the ai SDK calls to fetch a URL part (an image URL) for a provider that takes no URLs. */
export type DownloadFunction = (
  requests: { url: URL; isUrlSupportedByModel: boolean }[],
) => Promise<({ data: Uint8Array; mediaType: string | undefined } | null)[]>;

const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The ai SDK's URL download through the guarded fetch (its own uses the global fetch): the upload
 * check refuses private URLs before a run, and this holds at the moment of fetching too (DNS may
 * answer differently by then). URLs the model takes itself are left to the provider.
 */
export function guardedDownload(allowPrivate: AllowPrivate | undefined): DownloadFunction {
  const fetch = createGuardedFetch({ allowPrivate: allowPrivate ?? false, maxBytes: MAX_DOWNLOAD_BYTES });
  return (requests) =>
    Promise.all(
      requests.map(async ({ url, isUrlSupportedByModel }) => {
        if (isUrlSupportedByModel) return null;
        const res = await fetch(url.href);
        if (!res.ok) throw new Error(`Could not download ${url.host}${url.pathname}: ${res.status}`);
        return { data: res.body, mediaType: res.headers['content-type']?.split(';')[0]?.trim() || undefined };
      }),
    );
}
