import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { applyMetadata, metadataKeyList } from '../../common/applyMetadata.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { LOADERS } from '../../common/loaderCatalogue.ts';
import { apiDocuments } from './apiDocuments.ts';
import { configBoolean, configNumber, configObject, configString } from './configValues.ts';
import { fileDocuments } from './fileDocuments.ts';
import type { UploadedFile } from './uploadedFile.ts';
import { webPageDocuments } from './webPageDocuments.ts';

export const LOADER_NAMES = new Set(LOADERS.map((l) => l.name));

/** The refusal when a loader yields no text at all. */
export const NO_TEXT = 'The loader found no text';

/** Refuses (400) a loader component this plugin does not have. */
export function checkLoaderName(name: string): void {
  if (!LOADER_NAMES.has(name))
    throw httpError(400, `loaderId: unknown loader '${name}'; known: ${[...LOADER_NAMES].join(', ')}`);
}

/**
 * The documents a loader yields, with its metadata rules applied. `files` are the file loader's
 * files (decoded from the request or read from the loader's saved files).
 */
export async function loadDocuments(
  loader: string,
  config: Record<string, unknown>,
  files: UploadedFile[],
  env: { allowPrivate: AllowPrivate; signal?: AbortSignal },
): Promise<LoadedDocument[]> {
  const { signal, allowPrivate } = env;
  checkLoaderName(loader);
  const extra = configObject(config, 'metadata');
  const omit = metadataKeyList(config.omitMetadataKeys);
  let docs: LoadedDocument[];
  switch (loader) {
    case 'fileLoader': {
      if (files.length === 0) throw httpError(400, 'loaderConfig.files: add at least one file');
      const pdfUsage = config.pdfUsage === 'perFile' ? 'perFile' : 'perPage';
      const pointers = metadataKeyList(config.pointersName);
      docs = [];
      for (const file of files) {
        signal?.throwIfAborted();
        docs.push(...(await fileDocuments(file, { pdfUsage, pointers })));
      }
      break;
    }
    case 'plainText': {
      const text = configString(config, 'text');
      if (!text.trim()) throw httpError(400, 'loaderConfig.text: the text is empty');
      docs = [{ pageContent: text, metadata: { source: 'text' } }];
      break;
    }
    case 'webPage':
      docs = await webPageDocuments({
        url: configString(config, 'url').trim(),
        crawl: configBoolean(config, 'crawl'),
        limit: configNumber(config, 'limit', 10),
        signal,
        allowPrivate,
      });
      break;
    default: {
      const method = configString(config, 'method') || 'GET';
      if (method !== 'GET' && method !== 'POST') throw httpError(400, 'loaderConfig.method: GET or POST');
      docs = await apiDocuments({
        method,
        url: configString(config, 'url').trim(),
        headers: configObject(config, 'headers'),
        body: config.body,
        signal,
        allowPrivate,
      });
    }
  }
  // PostgreSQL text cannot hold NUL characters (PDFs and binary-ish files have them).
  docs = docs
    .map((d) => ({ pageContent: d.pageContent.replaceAll('\u0000', ''), metadata: d.metadata }))
    .filter((d) => d.pageContent.trim());
  if (docs.length === 0) throw httpError(400, NO_TEXT);
  return applyMetadata(docs, extra, omit);
}
