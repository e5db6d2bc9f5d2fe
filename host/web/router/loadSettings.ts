import { editionFromPlatformType } from '../../common/editions.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { settings } from '../stores/settings.ts';

const inFlight = new WeakMap<HttpClient, Promise<void>>();

/**
 * GET /api/v1/settings: the edition decides which plugins load. A failure is only logged
 * (section 8) and the app goes on as the open-source edition.
 */
export function loadSettings(client: HttpClient): Promise<void> {
  // main.tsx starts the request before React renders; App's own call then joins it.
  const started = inFlight.get(client);
  if (started) return started;
  const load = fetchSettings(client).finally(() => inFlight.delete(client));
  inFlight.set(client, load);
  return load;
}

async function fetchSettings(client: HttpClient): Promise<void> {
  try {
    const data = await client.get<{ PLATFORM_TYPE?: unknown }>('/settings');
    settings.platformType = typeof data?.PLATFORM_TYPE === 'string' ? data.PLATFORM_TYPE : null;
    settings.edition = editionFromPlatformType(data?.PLATFORM_TYPE);
  } catch (err) {
    console.warn('settings fetch failed', err);
  } finally {
    settings.loaded = true;
  }
}
