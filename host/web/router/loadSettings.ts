import { editionFromPlatformType } from '../../common/editions.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { settings } from '../stores/settings.ts';

/**
 * GET /api/v1/settings: the edition decides which plugins load. A failure is only logged
 * (section 8) and the app goes on as the open-source edition.
 */
export async function loadSettings(client: HttpClient): Promise<void> {
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
