import type { AllowPrivate } from '../../common/net/allowPrivate.ts';
import { createGuardedWebFetch } from './guardedWebFetch.ts';

/**
 * The `fetch` every model provider call goes through (chat models, embeddings, model lists): the
 * host's guarded fetch, so a base URL on a private, loopback or link-local address is refused
 * (with the credential never sent) unless HTTP_ALLOW_PRIVATE allows it, and so is every redirect
 * hop. Pass it as the `fetch` option of an ai SDK provider; `allowPrivate` is the server config's
 * (ServerConfig.allowPrivate, or EngineServices.allowPrivate in a run).
 */
export function modelFetch(allowPrivate: AllowPrivate | undefined): typeof fetch {
  // a caller that forgot the setting gets the safe default, not a crash
  return createGuardedWebFetch({ allowPrivate: allowPrivate ?? false });
}
