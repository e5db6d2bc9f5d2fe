import type { FastifyRequest } from 'fastify';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { readFormData } from '../../../../host/server/http/readFormData.ts';
import { fileAsDataUri } from '../loaders/uploadedFile.ts';

/** A component choice in the upsert API: its name and settings. */
export interface ComponentChoice {
  name: string;
  config?: Record<string, unknown>;
}

/** The peer's upsert API body (JSON, or multipart with the same fields as text plus `files`). */
export interface UpsertRequest {
  docId?: string;
  metadata?: Record<string, unknown>;
  replaceExisting?: boolean;
  createNewDocStore?: boolean;
  docStore?: { name?: string; description?: string };
  loaderName?: string;
  loader?: ComponentChoice;
  splitter?: ComponentChoice;
  embedding?: ComponentChoice;
  vectorStore?: ComponentChoice;
  recordManager?: ComponentChoice;
  /** Another store of the flow (POST /vector/upsert only). */
  storeId?: string;
  /** Uploaded files as the file loader takes them: data URIs with the file name. */
  files: string[];
}

const OBJECTS = [
  'metadata',
  'docStore',
  'loader',
  'splitter',
  'embedding',
  'vectorStore',
  'recordManager',
] as const;
const STRINGS = ['docId', 'loaderName', 'storeId'] as const;
const FLAGS = ['replaceExisting', 'createNewDocStore'] as const;

function objectField(name: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw httpError(400, `${name} must be a JSON object`);
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw httpError(400, `${name} must be an object`);
  return v as Record<string, unknown>;
}

function choice(name: string, value: Record<string, unknown> | undefined): ComponentChoice | undefined {
  if (!value) return undefined;
  if (typeof value.name !== 'string' || !value.name) throw httpError(400, `${name}.name is required`);
  const config = objectField(`${name}.config`, value.config);
  return { name: value.name, ...(config ? { config } : {}) };
}

/** Reads a JSON or multipart upsert body; 400 names a malformed field. */
export async function readUpsertRequest(req: FastifyRequest): Promise<UpsertRequest> {
  const raw: Record<string, unknown> = {};
  const files: string[] = [];
  if (Buffer.isBuffer(req.body)) {
    const form = await readFormData(req, 'Send the upsert as JSON or multipart/form-data');
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') raw[key] = value;
      else if (key === 'files') files.push(await fileAsDataUri(value));
    }
  } else if (req.body && typeof req.body === 'object') Object.assign(raw, req.body);
  const out: UpsertRequest = { files };
  for (const key of STRINGS) {
    const v = raw[key];
    if (v === undefined || v === '') continue;
    if (typeof v !== 'string') throw httpError(400, `${key} must be a string`);
    out[key] = v;
  }
  for (const key of FLAGS) {
    const v = raw[key];
    if (v === undefined) continue;
    if (typeof v === 'boolean') out[key] = v;
    else if (v === 'true' || v === 'false') out[key] = v === 'true';
    else throw httpError(400, `${key} must be true or false`);
  }
  const objects = Object.fromEntries(OBJECTS.map((k) => [k, objectField(k, raw[k])]));
  if (objects.metadata) out.metadata = objects.metadata;
  if (objects.docStore) out.docStore = objects.docStore as UpsertRequest['docStore'];
  for (const key of ['loader', 'splitter', 'embedding', 'vectorStore', 'recordManager'] as const) {
    const c = choice(key, objects[key]);
    if (c) out[key] = c;
  }
  return out;
}
