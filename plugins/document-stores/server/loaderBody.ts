import { MAX_UPLOAD_REQUEST_BYTES } from '../common/documentTypes.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { fileAsDataUri } from './loaders/uploadedFile.ts';
import { uuid } from './routeSchemas.ts';

/** The body of preview, save and process (the peer's loader object; unknown keys are ignored). */
export interface LoaderBody {
  storeId: string;
  /** The loader's row id, when it exists. */
  id?: string;
  /** Loader component name, e.g. 'fileLoader'. */
  loaderId: string;
  loaderName?: string;
  loaderConfig?: Record<string, unknown>;
  splitterId?: string | null;
  splitterName?: string | null;
  splitterConfig?: Record<string, unknown>;
  previewChunkCount?: number;
}

export const loaderBodySchema = {
  type: 'object',
  required: ['storeId', 'loaderId'],
  properties: {
    storeId: uuid,
    id: uuid,
    loaderId: { type: 'string', minLength: 1, maxLength: 100 },
    loaderName: { type: 'string', maxLength: 200 },
    loaderConfig: { type: 'object' },
    splitterId: { type: ['string', 'null'], maxLength: 100 },
    splitterName: { type: ['string', 'null'], maxLength: 200 },
    splitterConfig: { type: 'object' },
    previewChunkCount: { type: 'integer', minimum: -1, maximum: 10_000 },
  },
} as const;

/** Routes that carry files answer 413 above this before reading the body. */
export const uploadBodyLimit = MAX_UPLOAD_REQUEST_BYTES;

const JSON_FIELDS = ['loaderConfig', 'splitterConfig'];

/**
 * A loader body sent as multipart/form-data (scripts uploading files without base64): text fields
 * as in JSON, `loaderConfig`/`splitterConfig` as JSON text, `previewChunkCount` as a number, and
 * each `files` part added to loaderConfig.files as the file loader takes them. The route's schema
 * checks the result.
 */
export async function loaderBodyOfForm(form: FormData): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const files: string[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (key !== 'files') throw httpError(400, `${key}: only the field 'files' takes files`);
      files.push(await fileAsDataUri(value));
    } else if (JSON_FIELDS.includes(key)) {
      try {
        body[key] = JSON.parse(value);
      } catch {
        throw httpError(400, `${key} must be JSON text`);
      }
    } else if (key === 'previewChunkCount') body[key] = value.trim() === '' ? value : Number(value);
    else body[key] = value;
  }
  if (files.length) {
    const config = (body.loaderConfig ?? {}) as Record<string, unknown>;
    if (typeof config !== 'object' || Array.isArray(config))
      throw httpError(400, 'loaderConfig must be a JSON object');
    if (config.files !== undefined && config.files !== '')
      throw httpError(400, 'loaderConfig.files: send the files either as parts or in loaderConfig, not both');
    body.loaderConfig = { ...config, files };
  }
  return body;
}
