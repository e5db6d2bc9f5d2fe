import type { FastifyRequest } from 'fastify';
import { hasFeature } from '../../../host/common/access/hasFeature.ts';
import type { Principal } from '../../../host/server/access/requestPrincipal.ts';
import { decideForPrincipal } from '../../../host/server/access/sessionAccessPolicy.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../host/server/plugin/definePluginServer.ts';
import type { FileSource } from '../../../host/server/plugin/fileSources.ts';
import { requireSignedIn, signedIn } from '../../identity/public.ts';
import { type FileEntry, type FileList, sortFiles } from '../common/fileList.ts';

const FEATURE = 'feat:files';

/** The caller, with the feature on (403 naming it otherwise). */
function caller(req: FastifyRequest): Principal {
  const p = requireSignedIn(req);
  if (!hasFeature(p.features, FEATURE))
    throw httpError(403, `Forbidden: the feature ${FEATURE} is not enabled`);
  return p;
}

const holds = (p: Principal, permission: string, ctx: ServerContext) =>
  decideForPrincipal(p, { permission }, ctx.edition).allowed;

const scopeOf = (p: Principal, ctx: ServerContext) => ({
  db: ctx.db,
  workspaceId: p.workspaceId,
  registry: ctx.registry,
});

/**
 * The Files page's calls. DECISION (the spec names feat:files and no permission): they act for the
 * signed-in person in the active workspace; each source's files show to those holding its view
 * permission (chat uploads: a flow's view; document-store files: documentStores:view) and are
 * deleted by those holding its delete permission (403 naming it).
 */
export const fileRoutes: PluginRoute[] = [
  signedIn(
    route<{ Querystring: { source?: string; search?: string } }>({
      method: 'GET',
      url: '/files',
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            source: { type: 'string', maxLength: 100 },
            search: { type: 'string', maxLength: 200 },
          },
        },
      },
      async handler(req, _reply, ctx): Promise<FileList> {
        const p = caller(req);
        const visible = [...ctx.fileSources.values()].filter((s) => holds(p, s.permission, ctx));
        const wanted = req.query.source ? visible.filter((s) => s.id === req.query.source) : visible;
        const search = req.query.search?.trim().toLowerCase() ?? '';
        const lists = await Promise.all(
          wanted.map(async (s) =>
            (await s.list(scopeOf(p, ctx))).map((f): FileEntry => ({ ...f, source: s.id })),
          ),
        );
        const files = sortFiles(
          lists
            .flat()
            .filter(
              (f) =>
                !search ||
                f.name.toLowerCase().includes(search) ||
                f.owner.name.toLowerCase().includes(search),
            ),
        );
        return {
          sources: visible.map((s) => ({
            id: s.id,
            label: s.label,
            canDelete: holds(p, s.deletePermission, ctx),
          })),
          files,
          totalSize: files.reduce((n, f) => n + f.size, 0),
        };
      },
    }),
  ),

  signedIn(
    route<{ Params: { source: string; id: string } }>({
      method: 'DELETE',
      url: '/files/:source/:id',
      schema: {
        params: {
          type: 'object',
          required: ['source', 'id'],
          properties: {
            source: { type: 'string', minLength: 1, maxLength: 100 },
            id: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
      async handler(req, reply, ctx) {
        const p = caller(req);
        const source: FileSource | undefined = ctx.fileSources.get(req.params.source);
        if (!source || !holds(p, source.permission, ctx))
          throw httpError(404, `File source ${req.params.source} not found`);
        if (!holds(p, source.deletePermission, ctx))
          throw httpError(403, `Forbidden: requires the permission ${source.deletePermission}`);
        if (!(await source.delete(scopeOf(p, ctx), req.params.id)))
          throw httpError(404, `File ${req.params.id} not found`);
        return reply.code(204).send();
      },
    }),
  ),
];
