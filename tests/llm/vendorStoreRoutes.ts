import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RouteContext, ScriptedRoute } from './scriptedServer.ts';
import { sendJson } from './scriptedServer.ts';

/** A file the vendor holds (POST /files), with its text for file search. */
export interface VendorFile {
  id: string;
  filename: string;
  bytes: number;
  purpose: string;
  created_at: number;
  text: string;
}

export interface VendorVectorStore {
  id: string;
  name: string;
  created_at: number;
  fileIds: string[];
}

/** What the vendor side holds: uploaded files and vector stores (in memory, per server). */
export interface VendorStore {
  files: Map<string, VendorFile>;
  stores: Map<string, VendorVectorStore>;
  /** Passages of the stores' files that share a word (4+ letters) with the query, best first. */
  search(storeIds: string[], query: string): { file: VendorFile; text: string; score: number }[];
  clear(): void;
}

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export function createVendorStore(): VendorStore {
  const files = new Map<string, VendorFile>();
  const stores = new Map<string, VendorVectorStore>();
  return {
    files,
    stores,
    search(storeIds, query) {
      const words = new Set((query.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).map((w) => w));
      const hits: { file: VendorFile; text: string; score: number }[] = [];
      for (const id of storeIds) {
        for (const fileId of stores.get(id)?.fileIds ?? []) {
          const file = files.get(fileId);
          if (!file) continue;
          for (const passage of file.text.split(/\n\s*\n/)) {
            const found = [...words].filter((w) => passage.toLowerCase().includes(w)).length;
            if (found) hits.push({ file, text: passage.trim(), score: found / Math.max(words.size, 1) });
          }
        }
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, 5);
    },
    clear() {
      files.clear();
      stores.clear();
    },
  };
}

const notFound = (res: ServerResponse, what: string) =>
  sendJson(res, 404, { error: { message: `No such ${what}`, type: 'invalid_request_error' } });

function storeJson(s: VendorVectorStore, files: Map<string, VendorFile>) {
  const bytes = s.fileIds.reduce((n, id) => n + (files.get(id)?.bytes ?? 0), 0);
  return {
    id: s.id,
    object: 'vector_store',
    name: s.name,
    created_at: s.created_at,
    status: 'completed',
    usage_bytes: bytes,
    file_counts: {
      in_progress: 0,
      completed: s.fileIds.length,
      failed: 0,
      cancelled: 0,
      total: s.fileIds.length,
    },
  };
}

const fileJson = ({ text: _text, ...f }: VendorFile) => ({ object: 'file', ...f });
const list = (data: { id: string }[]) => ({
  object: 'list',
  data,
  first_id: data[0]?.id ?? null,
  last_id: data.at(-1)?.id ?? null,
  has_more: false,
});

async function upload(ctx: RouteContext<Record<string, unknown>>, store: VendorStore) {
  const type = String(ctx.req.headers['content-type'] ?? '');
  const form = await new Response(new Uint8Array(ctx.req.raw), { headers: { 'content-type': type } })
    .formData()
    .catch(() => undefined);
  const file = form?.get('file');
  if (!form || !file || typeof file === 'string')
    return sendJson(ctx.res, 400, {
      error: { message: "Missing the 'file' part", type: 'invalid_request_error' },
    });
  const purpose = String(form.get('purpose') ?? '');
  if (!purpose)
    return sendJson(ctx.res, 400, { error: { message: "Missing 'purpose'", type: 'invalid_request_error' } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const saved: VendorFile = {
    id: newId('file-'),
    filename: file.name,
    bytes: bytes.length,
    purpose,
    created_at: now(),
    text: new TextDecoder().decode(bytes),
  };
  store.files.set(saved.id, saved);
  sendJson(ctx.res, 200, fileJson(saved));
}

/**
 * The Files and Vector stores endpoints at `prefix` (a regex source such as `/v1`):
 * POST|GET /files, GET|DELETE /files/{id}; POST|GET /vector_stores, GET|POST|DELETE
 * /vector_stores/{id}; POST|GET /vector_stores/{id}/files, DELETE /vector_stores/{id}/files/{file}.
 */
export function vendorStoreRoutes(
  prefix: string,
  store: VendorStore,
): ScriptedRoute<Record<string, unknown>>[] {
  const at = (path: string) => new RegExp(`^${prefix}${path}$`);
  const vs = (ctx: RouteContext<Record<string, unknown>>) => store.stores.get(ctx.params[0] ?? '');
  return [
    { method: 'POST', path: at('/files'), handle: (ctx) => upload(ctx, store) },
    {
      method: 'GET',
      path: at('/files'),
      handle: ({ res }) => sendJson(res, 200, list([...store.files.values()].map(fileJson))),
    },
    {
      method: 'GET',
      path: at('/files/([^/]+)'),
      handle({ res, params }) {
        const f = store.files.get(params[0] ?? '');
        return f ? sendJson(res, 200, fileJson(f)) : notFound(res, 'file');
      },
    },
    {
      method: 'DELETE',
      path: at('/files/([^/]+)'),
      handle({ res, params }) {
        const id = params[0] ?? '';
        if (!store.files.delete(id)) return notFound(res, 'file');
        for (const s of store.stores.values()) s.fileIds = s.fileIds.filter((f) => f !== id);
        sendJson(res, 200, { id, object: 'file', deleted: true });
      },
    },
    {
      method: 'POST',
      path: at('/vector_stores'),
      handle({ req, res }) {
        const fileIds = Array.isArray(req.body.file_ids) ? (req.body.file_ids as string[]) : [];
        if (fileIds.some((f) => !store.files.has(f))) return notFound(res, 'file');
        const s: VendorVectorStore = {
          id: newId('vs_'),
          name: typeof req.body.name === 'string' ? req.body.name : '',
          created_at: now(),
          fileIds,
        };
        store.stores.set(s.id, s);
        sendJson(res, 200, storeJson(s, store.files));
      },
    },
    {
      method: 'GET',
      path: at('/vector_stores'),
      handle: ({ res }) =>
        sendJson(res, 200, list([...store.stores.values()].reverse().map((s) => storeJson(s, store.files)))),
    },
    {
      method: 'GET',
      path: at('/vector_stores/([^/]+)'),
      handle(ctx) {
        const s = vs(ctx);
        return s ? sendJson(ctx.res, 200, storeJson(s, store.files)) : notFound(ctx.res, 'vector store');
      },
    },
    {
      method: 'POST',
      path: at('/vector_stores/([^/]+)'),
      handle(ctx) {
        const s = vs(ctx);
        if (!s) return notFound(ctx.res, 'vector store');
        if (typeof ctx.req.body.name === 'string') s.name = ctx.req.body.name;
        sendJson(ctx.res, 200, storeJson(s, store.files));
      },
    },
    {
      method: 'DELETE',
      path: at('/vector_stores/([^/]+)'),
      handle(ctx) {
        const s = vs(ctx);
        if (!s) return notFound(ctx.res, 'vector store');
        store.stores.delete(s.id);
        sendJson(ctx.res, 200, { id: s.id, object: 'vector_store.deleted', deleted: true });
      },
    },
    {
      method: 'POST',
      path: at('/vector_stores/([^/]+)/files'),
      handle(ctx) {
        const s = vs(ctx);
        const fileId = String(ctx.req.body.file_id ?? '');
        if (!s) return notFound(ctx.res, 'vector store');
        if (!store.files.has(fileId)) return notFound(ctx.res, 'file');
        if (!s.fileIds.includes(fileId)) s.fileIds.push(fileId);
        sendJson(ctx.res, 200, {
          id: fileId,
          object: 'vector_store.file',
          vector_store_id: s.id,
          status: 'completed',
          created_at: now(),
        });
      },
    },
    {
      method: 'GET',
      path: at('/vector_stores/([^/]+)/files'),
      handle(ctx) {
        const s = vs(ctx);
        if (!s) return notFound(ctx.res, 'vector store');
        const data = s.fileIds.map((id) => ({
          id,
          object: 'vector_store.file',
          vector_store_id: s.id,
          status: 'completed',
          usage_bytes: store.files.get(id)?.bytes ?? 0,
        }));
        sendJson(ctx.res, 200, list(data));
      },
    },
    {
      method: 'DELETE',
      path: at('/vector_stores/([^/]+)/files/([^/]+)'),
      handle(ctx) {
        const s = vs(ctx);
        const fileId = ctx.params[1] ?? '';
        if (!s) return notFound(ctx.res, 'vector store');
        if (!s.fileIds.includes(fileId)) return notFound(ctx.res, 'vector store file');
        s.fileIds = s.fileIds.filter((f) => f !== fileId);
        sendJson(ctx.res, 200, { id: fileId, object: 'vector_store.file.deleted', deleted: true });
      },
    },
  ];
}
