import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { remoteFetch } from './remoteFetch.ts';

export interface ApiLoaderOptions {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  allowPrivate: AllowPrivate;
}

/** The answer of a GET or POST as one document: JSON pretty-printed, anything else as text. */
export async function apiDocuments(options: ApiLoaderOptions): Promise<LoadedDocument[]> {
  const method = options.method ?? 'GET';
  if (!/^https?:\/\//i.test(options.url))
    throw httpError(400, 'loaderConfig.url: an http or https URL is required');
  const headers: Record<string, string> = { accept: 'application/json, text/plain;q=0.9, */*;q=0.5' };
  for (const [k, v] of Object.entries(options.headers ?? {})) headers[k.toLowerCase()] = String(v);
  let body: string | undefined;
  if (method === 'POST' && options.body !== undefined && options.body !== '') {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await remoteFetch(options.url, {
    method,
    headers,
    body,
    signal: options.signal,
    allowPrivate: options.allowPrivate,
  });
  const text = res.text();
  let pageContent = text;
  if (/json/i.test(res.headers['content-type'] ?? '') || /^\s*[[{]/.test(text)) {
    try {
      pageContent = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      pageContent = text;
    }
  }
  if (!pageContent.trim()) throw httpError(400, `Cannot load ${options.url}: the answer is empty`);
  return [{ pageContent, metadata: { source: options.url, method } }];
}
