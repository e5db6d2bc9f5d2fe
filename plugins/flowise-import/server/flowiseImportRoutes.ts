import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { requestPrincipal } from '../../../host/server/access/requestPrincipal.ts';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { callerPermissions } from '../../apikeys/public.ts';
import { credentialKeyFor } from '../../credentials/public.ts';
import { ON_EXISTING, type OnExisting } from '../../export-import/public.ts';
import type { FlowiseImportResult, ImportProgress } from '../common/flowiseImportTypes.ts';
import type { PeerApiKey } from '../common/peerSets.ts';
import { importFlowiseDatabase } from './importFlowiseDatabase.ts';
import { readPeerApiKeyFile } from './peerApiKeyFile.ts';
import { PeerSourceError } from './PeerSource.ts';
import { peopleForCaller } from './peopleTarget.ts';
import { StorageZipError, unpackPeerStorageZip } from './peerStorageZip.ts';
import { sqliteSource } from './sqliteSource.ts';
import { jsonImport, streamImport, wantsStream } from './streamImport.ts';

/** A peer's database.sqlite with years of chat messages is large; read in memory by sql.js. */
export const DATABASE_BODY_LIMIT = 200 * 1024 * 1024;

interface DatabaseUpload {
  file: Uint8Array;
  secretKey?: string;
  onExisting?: OnExisting;
  apiKeyFile?: PeerApiKey[];
  /** A zip of its storage folder (document store loaders' files). */
  storage?: Uint8Array;
}

/**
 * The parts of the multipart body: 'file' (the SQLite file), 'secretKey' (text or the key file),
 * 'apiKeys' (2.x's api.json), 'storage' (a zip of its storage folder), 'onExisting'.
 */
async function readUpload(req: FastifyRequest): Promise<DatabaseUpload> {
  const type = req.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(req.body) || !type.startsWith('multipart/form-data'))
    throw httpError(400, "Send the SQLite file as multipart/form-data in the field 'file'");
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(req.body)]), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw httpError(400, 'The multipart body could not be read');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw httpError(400, "file: the peer's SQLite file is required");
  const key = form.get('secretKey');
  const secretKey = typeof key === 'string' ? key : key ? await key.text() : undefined;
  const keysPart = form.get('apiKeys');
  let apiKeyFile: PeerApiKey[] | undefined;
  if (keysPart) {
    try {
      apiKeyFile = readPeerApiKeyFile(typeof keysPart === 'string' ? keysPart : await keysPart.text());
    } catch (err) {
      throw httpError(400, (err as Error).message);
    }
  }
  const storage = form.get('storage');
  if (typeof storage === 'string') throw httpError(400, 'storage: send a zip of the Flowise storage folder');
  const onExisting = form.get('onExisting') ?? undefined;
  if (onExisting !== undefined && !(ON_EXISTING as readonly unknown[]).includes(onExisting))
    throw httpError(400, `onExisting: must be one of ${ON_EXISTING.join(', ')}`);
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    ...(secretKey ? { secretKey } : {}),
    ...(onExisting ? { onExisting: onExisting as OnExisting } : {}),
    ...(apiKeyFile ? { apiKeyFile } : {}),
    ...(storage ? { storage: new Uint8Array(await storage.arrayBuffer()) } : {}),
  };
}

/** Runs `use` with the storage zip unpacked in a temporary folder (removed afterwards), or without one. */
async function withStorage<T>(zip: Uint8Array | undefined, use: (dir?: string) => Promise<T>): Promise<T> {
  if (!zip) return use();
  const dir = await mkdtemp(join(tmpdir(), 'brains-peer-storage-'));
  try {
    try {
      await unpackPeerStorageZip(zip, dir);
    } catch (err) {
      if (err instanceof StorageZipError) throw httpError(400, `storage: ${err.message}`);
      throw err;
    }
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const flowiseImportRoutes: PluginRoute[] = [
  route({
    method: 'POST',
    url: '/import/flowise-database',
    permission: 'workspace:import',
    bodyLimit: DATABASE_BODY_LIMIT,
    async handler(req, reply, ctx): Promise<FlowiseImportResult | undefined> {
      const upload = await readUpload(req);
      let source: Awaited<ReturnType<typeof sqliteSource>>;
      try {
        source = await sqliteSource(upload.file);
      } catch (err) {
        if (err instanceof PeerSourceError) throw httpError(400, `file: ${err.message}`);
        throw err;
      }
      const run = async (progress?: ImportProgress, signal?: AbortSignal) => {
        try {
          return await withStorage(upload.storage, async (storageDir) =>
            importFlowiseDatabase(ctx.db, source, {
              workspaceId: requestScope(req).workspaceId,
              credentialKey: await credentialKeyFor(ctx),
              ...(upload.secretKey ? { peerKey: upload.secretKey } : {}),
              ...(upload.onExisting ? { onExisting: upload.onExisting } : {}),
              ...(upload.apiKeyFile ? { apiKeyFile: upload.apiKeyFile } : {}),
              ...(storageDir ? { storageDir, storageLabel: 'the storage zip' } : {}),
              ...peopleForCaller(ctx.edition, requestPrincipal(req)),
              grantable: callerPermissions(req, ctx.edition),
              limits: ctx.limits,
              sso: ctx.routes().some((r) => r.owner === 'sso'),
              ...(progress ? { progress } : {}),
              ...(signal ? { signal } : {}),
            }),
          );
        } finally {
          await source.close();
        }
      };
      // Asked for (the Import dialog): each step as it happens, then the report, as Server-Sent Events.
      if (wantsStream(req.headers.accept)) {
        await streamImport(reply, run);
        return undefined;
      }
      return jsonImport(reply, run);
    },
  }),
];
