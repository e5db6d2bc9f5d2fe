import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { GuardedFetchError } from '../../../host/server/sandbox/guardedFetchError.ts';
import {
  resolveAllowedAddresses,
  systemLookup,
} from '../../../host/server/sandbox/resolveAllowedAddresses.ts';
import { configObject, configString } from './loaders/configValues.ts';
import { checkFileReadable } from './loaders/fileDocuments.ts';
import type { UploadedFile } from './loaders/uploadedFile.ts';

/** A URL the guarded fetch would refuse (scheme, private address); an unresolvable name passes. */
async function checkUrl(text: string, allowPrivate: AllowPrivate): Promise<void> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw httpError(400, `loaderConfig.url: not a valid URL: ${text.slice(0, 200)}`);
  }
  try {
    await resolveAllowedAddresses(url, allowPrivate, systemLookup);
  } catch (error) {
    if (error instanceof GuardedFetchError && error.code !== 'DNS')
      throw httpError(400, `loaderConfig.url: cannot load ${url.href}: ${error.message}`);
  }
}

/**
 * What can be checked when a loader is saved, before any processing: its metadata JSON, its URL,
 * its text, and that new files can be opened (a corrupt PDF is refused here, not in the job).
 */
export async function checkLoaderConfig(
  loader: string,
  config: Record<string, unknown>,
  fresh: UploadedFile[],
  allowPrivate: AllowPrivate,
): Promise<void> {
  configObject(config, 'metadata');
  if (loader === 'webPage' || loader === 'apiLoader')
    await checkUrl(configString(config, 'url').trim(), allowPrivate);
  if (loader === 'apiLoader') configObject(config, 'headers');
  if (loader === 'plainText' && !configString(config, 'text').trim())
    throw httpError(400, 'loaderConfig.text: the text is empty');
  for (const file of fresh) await checkFileReadable(file);
}
