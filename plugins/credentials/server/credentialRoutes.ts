import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { isUniqueViolation } from '../../../host/server/db/workspaceNamedRows.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  type ListSearchQuery,
  listPageOf,
  listPageQuery,
  listSearchProperties,
  ownThenShared,
  type PagedList,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { credentialMatches, credentialSearchOf } from './credentialSearch.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../host/server/plugin/definePluginServer.ts';
import type { CredentialDetail, CredentialInUseBody, CredentialSummary } from '../common/credentialApi.ts';
import { mergeCredentialData, redactCredentialData } from '../common/credentialData.ts';
import { openCredentialData, sealCredentialData } from './credentialCipher.ts';
import { credentialKeyFor } from './credentialKeyFor.ts';
import { assertNameFree, type CredentialRow, toCredentialSummary } from './credentialStore.ts';
import {
  credentialsSharedWith,
  findUsableCredentialRow,
  forgetCredentialShares,
  workspacesSharingCredential,
} from './credentialSharing.ts';
import { flowsUsingCredential } from './flowsUsingCredential.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1 } } };
const name = { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' };
const plainDataObj = { type: 'object' };

function credentialType(ctx: ServerContext, credentialName: string) {
  const def = ctx.registry.credentials.get(credentialName);
  if (!def) throw httpError(400, `Unknown credential type '${credentialName}'`);
  return def;
}

function orBadRequest<T>(result: { ok: true; data: T } | { ok: false; errors: string[] }): T {
  if (!result.ok) throw httpError(400, result.errors.join('; '));
  return result.data;
}

/** The workspace's own credential for a change; 403 for one shared with it, 404 otherwise. */
async function ownCredentialRow(ctx: ServerContext, workspaceId: string, id: string): Promise<CredentialRow> {
  const { row, shared } = await findUsableCredentialRow(ctx.db, workspaceId, id);
  if (shared)
    throw httpError(
      403,
      `Credential '${row.name}' is shared with this workspace: only its own workspace may change it`,
    );
  return row;
}

function nameTaken(err: unknown, name: string): never {
  if (isUniqueViolation(err))
    throw httpError(409, `A credential named '${name}' already exists in this workspace`);
  throw err;
}

/** 'a,b' and repeated ?credentialName=a&credentialName=b both give ['a', 'b']. */
function typeFilter(raw: string[] | undefined): string[] {
  return (raw ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export const credentialRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery & { credentialName?: string[] } }>({
    method: 'GET',
    url: '/credentials',
    permission: 'credentials:view',
    schema: {
      querystring: listPageQuery(
        { credentialName: { type: 'array', items: { type: 'string' } }, ...listSearchProperties },
        { closed: true },
      ),
    },
    async handler(req, _reply, ctx): Promise<CredentialSummary[] | PagedList<CredentialSummary>> {
      const types = typeFilter(req.query.credentialName);
      const workspaceId = requestScope(req).workspaceId;
      let all = ctx.db.selectFrom('credential').where('workspace_id', '=', workspaceId);
      if (types.length) all = all.where('credential_name', 'in', types);
      const search = credentialSearchOf(req.query.search, ctx.registry.credentials);
      if (search) all = all.where(credentialMatches(search));
      const ordered = all.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
      return ownThenShared(
        listPageOf(req.query),
        {
          rows: async (page) =>
            (await withListPage(ordered, page).execute()).map((r) => toCredentialSummary(r)),
          count: () => countListRows(all),
        },
        async () =>
          (await credentialsSharedWith(ctx.db, workspaceId, types, search)).map((r) =>
            toCredentialSummary(r, true),
          ),
      );
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/credentials/:id',
    permission: 'credentials:view',
    schema: { params: idParams },
    async handler(req, _reply, ctx): Promise<CredentialDetail> {
      const { row, shared } = await findUsableCredentialRow(
        ctx.db,
        requestScope(req).workspaceId,
        req.params.id,
      );
      const data = openCredentialData(await credentialKeyFor(ctx), row.id, row);
      return {
        ...toCredentialSummary(row, shared),
        ...redactCredentialData(ctx.registry.credentials.get(row.credential_name), data),
      };
    },
  }),

  route<{ Body: { name: string; credentialName: string; plainDataObj?: Record<string, unknown> } }>({
    method: 'POST',
    url: '/credentials',
    permission: 'credentials:create',
    schema: {
      body: {
        type: 'object',
        required: ['name', 'credentialName'],
        additionalProperties: false,
        properties: { name, credentialName: { type: 'string', minLength: 1 }, plainDataObj },
      },
    },
    async handler(req, reply, ctx): Promise<CredentialSummary> {
      const workspaceId = requestScope(req).workspaceId;
      const def = credentialType(ctx, req.body.credentialName);
      const data = orBadRequest(mergeCredentialData(def, null, req.body.plainDataObj));
      const credName = req.body.name.trim();
      await assertNameFree(ctx.db, workspaceId, credName);
      const id = randomUUID();
      const sealed = sealCredentialData(await credentialKeyFor(ctx), id, data);
      const row = await ctx.db
        .insertInto('credential')
        .values({ id, workspace_id: workspaceId, name: credName, credential_name: def.name, ...sealed })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((err) => nameTaken(err, credName));
      reply.code(201);
      return toCredentialSummary(row);
    },
  }),

  route<{
    Params: { id: string };
    Body: { name?: string; credentialName?: string; plainDataObj?: Record<string, unknown> };
  }>({
    method: 'PUT',
    url: '/credentials/:id',
    permission: 'credentials:update',
    schema: {
      params: idParams,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: { name, credentialName: { type: 'string', minLength: 1 }, plainDataObj },
      },
    },
    async handler(req, _reply, ctx): Promise<CredentialSummary> {
      const workspaceId = requestScope(req).workspaceId;
      const row = await ownCredentialRow(ctx, workspaceId, req.params.id);
      if (req.body.credentialName !== undefined && req.body.credentialName !== row.credential_name) {
        throw httpError(400, 'credentialName cannot change: create a new credential of the other type');
      }
      const def = credentialType(ctx, row.credential_name);
      const key = await credentialKeyFor(ctx);
      const stored = openCredentialData(key, row.id, row);
      const data = orBadRequest(mergeCredentialData(def, stored, req.body.plainDataObj));
      const credName = req.body.name?.trim() ?? row.name;
      if (credName !== row.name) await assertNameFree(ctx.db, workspaceId, credName, row.id);
      const updated = await ctx.db
        .updateTable('credential')
        .set({ name: credName, ...sealCredentialData(key, row.id, data), updated_date: new Date() })
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((err) => nameTaken(err, credName));
      return toCredentialSummary(updated);
    },
  }),

  route<{ Params: { id: string }; Querystring: { force?: boolean } }>({
    method: 'DELETE',
    url: '/credentials/:id',
    permission: 'credentials:delete',
    schema: {
      params: idParams,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { force: { type: 'boolean' } },
      },
    },
    async handler(req, reply: FastifyReply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const row = await ownCredentialRow(ctx, workspaceId, req.params.id);
      if (!req.query.force) {
        const sharedWith = await workspacesSharingCredential(ctx.db, row.id);
        const flows = await flowsUsingCredential(ctx.db, [workspaceId, ...sharedWith], row.id);
        if (flows.length) {
          const body: CredentialInUseBody = {
            statusCode: 409,
            error: 'Conflict',
            message: `Credential '${row.name}' is used by ${flows.length} flow(s): ${flows.map((f) => f.name).join(', ')}. Add ?force=true to delete it anyway`,
            flows,
          };
          return reply.code(409).send(body);
        }
      }
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('credential')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', row.id)
          .execute();
        await forgetCredentialShares(trx, row.id);
      });
      return reply.code(204).send();
    },
  }),
];
