import { MAX_UPLOAD_REQUEST_BYTES } from '../common/documentTypes.ts';
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
