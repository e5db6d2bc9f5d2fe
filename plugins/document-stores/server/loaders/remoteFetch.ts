import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { createGuardedFetch, type GuardedResponse } from '../../../../host/server/sandbox/guardedFetch.ts';
import { GuardedFetchError } from '../../../../host/server/sandbox/guardedFetchError.ts';

export interface RemoteRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** The server's HTTP_ALLOW_PRIVATE (ServerConfig.allowPrivate). */
  allowPrivate: AllowPrivate;
}

/**
 * One request of the web-page and API loaders, through the host's guarded fetch (private,
 * loopback and link-local addresses refused unless HTTP_ALLOW_PRIVATE allows them, every redirect
 * checked). A refusal or a failing answer becomes a 400 naming the URL.
 */
export async function remoteFetch(url: string, init: RemoteRequest): Promise<GuardedResponse> {
  const fetch = createGuardedFetch({
    allowPrivate: init.allowPrivate,
    timeoutMs: 30_000,
    maxBytes: 20 * 1024 * 1024,
  });
  let res: GuardedResponse;
  try {
    res = await fetch(url, init);
  } catch (error) {
    if (error instanceof GuardedFetchError) {
      if (error.code === 'ABORTED') throw error;
      throw httpError(400, `Cannot load ${url}: ${error.message}`);
    }
    throw error;
  }
  if (!res.ok) throw httpError(400, `Cannot load ${url}: it answered ${res.status} ${res.statusText}`.trim());
  return res;
}
