/** A loaded document or a chunk of one: text plus metadata (source, page, custom key-values). */
export interface LoadedDocument {
  pageContent: string;
  metadata: Record<string, unknown>;
}

/**
 * Largest request body of the routes that carry uploaded files (base64 in JSON, or multipart):
 * 64 MiB, about 48 MB of files. A bigger request answers 413 before its body is read.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 64 * 1024 * 1024;
