import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { readFormData } from '../../../host/server/http/readFormData.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../host/server/plugin/definePluginServer.ts';
import { type VendorEndpoint, VendorError, vendorJson } from './vendorEndpoint.ts';
import { endpointOf } from './vendorAssistants.ts';

/**
 * The vendor side of OpenAI and Azure assistants, under the peer's paths: the vector stores
 * (file search) and files (code interpreter) the account holds, asked with one of the workspace's
 * credentials (`?credential=`, decrypted only here; `baseURL` for a compatible gateway). Managing
 * them is editing assistants, so every route asks assistants:create or assistants:update (a viewer
 * cannot have a workspace key sent anywhere).
 */

const PERMISSION = 'assistants:create,assistants:update';
const MAX_FILES = 20;
const MAX_FILE_BYTES = 50 * 1024 * 1024;

type Query = { credential: string; baseURL?: string };
type Req<P = unknown, B = unknown> = FastifyRequest<{ Querystring: Query; Params: P; Body: B }>;

const querystring = {
  type: 'object',
  required: ['credential'],
  properties: {
    credential: { type: 'string', minLength: 1, maxLength: 100 },
    baseURL: { type: 'string', maxLength: 2048 },
  },
};
const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
};
const nameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 256 } },
};

interface VendorList<T> {
  data: T[];
}
interface Store {
  id: string;
  name: string | null;
  created_at: number;
  status?: string;
  usage_bytes?: number;
  file_counts?: Record<string, number>;
}
interface VendorFile {
  id: string;
  filename: string;
  bytes: number;
  created_at?: number;
  purpose?: string;
}

const storeOf = (s: Store) => ({
  id: s.id,
  name: s.name ?? '',
  createdAt: s.created_at,
  status: s.status ?? 'completed',
  usageBytes: s.usage_bytes ?? 0,
  fileCount: s.file_counts?.total ?? 0,
});
const fileOf = (f: VendorFile) => ({ id: f.id, filename: f.filename, bytes: f.bytes });

/** A vendor failure reaches the caller as 502 with its one-line reason (404 stays 404). */
async function vendor<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof VendorError) throw httpError(err.status === 404 ? 404 : 502, err.message);
    throw err;
  }
}

/** The 'files' parts of a multipart body, checked for count and size. */
async function multipartFiles(req: FastifyRequest): Promise<File[]> {
  const form = await readFormData(req, "Send the files as multipart/form-data in the field 'files'");
  const files = form.getAll('files').filter((v): v is File => typeof v !== 'string');
  if (!files.length) throw httpError(400, "No files in the field 'files'");
  if (files.length > MAX_FILES) throw httpError(400, `At most ${MAX_FILES} files at once`);
  const big = files.find((f) => f.size > MAX_FILE_BYTES);
  if (big) throw httpError(400, `files (${big.name}): larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  return files;
}

/** Uploads one file to the vendor (purpose assistants). */
async function upload(endpoint: VendorEndpoint, ctx: ServerContext, file: File): Promise<VendorFile> {
  const form = new FormData();
  form.append('purpose', 'assistants');
  form.append('file', file, file.name);
  return vendorJson<VendorFile>(endpoint, ctx.config.allowPrivate, '/files', { body: form });
}

function vendorRoute<P = unknown, B = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  schema: Record<string, unknown>,
  handle: (req: Req<P, B>, ep: VendorEndpoint, ctx: ServerContext, reply: FastifyReply) => Promise<unknown>,
  bodyLimit?: number,
): PluginRoute {
  return route<{ Querystring: Query; Params: P; Body: B }>({
    method,
    url,
    permission: PERMISSION,
    schema: { querystring, ...schema },
    ...(bodyLimit ? { bodyLimit } : {}),
    async handler(req, reply, ctx) {
      const ep = await endpointOf(req, ctx);
      return vendor(() => handle(req, ep, ctx, reply));
    },
  });
}

const path = (id: string) => `/vector_stores/${encodeURIComponent(id)}`;
// a request carries at most this much, whatever the count
const UPLOAD_LIMIT = 100 * 1024 * 1024;

export const vendorStoreRoutes: PluginRoute[] = [
  vendorRoute('GET', '/openai-assistants-vector-store', {}, async (_req, ep, ctx) => {
    const list = await vendorJson<VendorList<Store>>(ep, ctx.config.allowPrivate, '/vector_stores?limit=100');
    return list.data.map(storeOf);
  }),
  vendorRoute<unknown, { name: string }>(
    'POST',
    '/openai-assistants-vector-store',
    { body: nameBody },
    async (req, ep, ctx, reply) => {
      const made = await vendorJson<Store>(ep, ctx.config.allowPrivate, '/vector_stores', {
        json: { name: req.body.name },
      });
      reply.code(201);
      return storeOf(made);
    },
  ),
  vendorRoute<{ id: string }>(
    'GET',
    '/openai-assistants-vector-store/:id',
    { params },
    async (req, ep, ctx) => {
      const ap = ctx.config.allowPrivate;
      const store = await vendorJson<Store>(ep, ap, path(req.params.id));
      const attached = await vendorJson<VendorList<{ id: string }>>(
        ep,
        ap,
        `${path(req.params.id)}/files?limit=100`,
      );
      const files = await Promise.all(
        attached.data.map((f) =>
          vendorJson<VendorFile>(ep, ap, `/files/${encodeURIComponent(f.id)}`).catch(() => ({
            id: f.id,
            filename: f.id,
            bytes: 0,
          })),
        ),
      );
      return { ...storeOf(store), files: files.map(fileOf) };
    },
  ),
  vendorRoute<{ id: string }, { name: string }>(
    'PUT',
    '/openai-assistants-vector-store/:id',
    { params, body: nameBody },
    async (req, ep, ctx) =>
      storeOf(
        await vendorJson<Store>(ep, ctx.config.allowPrivate, path(req.params.id), {
          json: { name: req.body.name },
        }),
      ),
  ),
  vendorRoute<{ id: string }>(
    'DELETE',
    '/openai-assistants-vector-store/:id',
    { params },
    async (req, ep, ctx) => {
      await vendorJson(ep, ctx.config.allowPrivate, path(req.params.id), { method: 'DELETE' });
      return { deleted: 1 };
    },
  ),
  vendorRoute<{ id: string }>(
    'POST',
    '/openai-assistants-vector-store/:id',
    { params },
    async (req, ep, ctx) => {
      const files = await multipartFiles(req);
      await vendorJson<Store>(ep, ctx.config.allowPrivate, path(req.params.id));
      const out: ReturnType<typeof fileOf>[] = [];
      for (const file of files) {
        const saved = await upload(ep, ctx, file);
        await vendorJson(ep, ctx.config.allowPrivate, `${path(req.params.id)}/files`, {
          json: { file_id: saved.id },
        });
        out.push(fileOf(saved));
      }
      return out;
    },
    UPLOAD_LIMIT,
  ),
  vendorRoute<{ id: string }, { deleteFiles: string[] }>(
    'PATCH',
    '/openai-assistants-vector-store/:id',
    {
      params,
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['deleteFiles'],
        properties: {
          deleteFiles: {
            type: 'array',
            maxItems: 100,
            items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
          },
        },
      },
    },
    async (req, ep, ctx) => {
      // detached from the store and deleted from the account: nothing else of ours refers to them
      for (const id of req.body.deleteFiles) {
        await vendorJson(
          ep,
          ctx.config.allowPrivate,
          `${path(req.params.id)}/files/${encodeURIComponent(id)}`,
          {
            method: 'DELETE',
          },
        );
        await vendorJson(ep, ctx.config.allowPrivate, `/files/${encodeURIComponent(id)}`, {
          method: 'DELETE',
        }).catch(() => undefined);
      }
      return { deletedFiles: req.body.deleteFiles.length };
    },
  ),
  vendorRoute(
    'POST',
    '/openai-assistants-file/upload',
    {},
    async (req, ep, ctx) => {
      const files = await multipartFiles(req);
      const out: ReturnType<typeof fileOf>[] = [];
      for (const file of files) out.push(fileOf(await upload(ep, ctx, file)));
      return out;
    },
    UPLOAD_LIMIT,
  ),
];
