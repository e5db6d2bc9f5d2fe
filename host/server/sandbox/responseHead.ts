import type { GuardedResponse } from './guardedFetch.ts';

/** What sandboxed code's `fetch` sees of a response besides its body, as plain JSON-safe data. */
export function responseHead(res: GuardedResponse) {
  return {
    status: res.status,
    statusText: res.statusText,
    ok: res.ok,
    url: res.url,
    redirected: res.redirected,
    headers: res.headers,
  };
}
