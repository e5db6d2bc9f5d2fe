import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  type ListSearchQuery,
  listPageOf,
  listPageQuery,
  listSearchPattern,
  listSearchProperties,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { apiKeyPrefix } from '../common/apiKeyFormat.ts';
import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '../common/apiKeyTypes.ts';
import { boundFlows, isUniqueViolation, toApiKey } from './apiKeyRows.ts';
import { generateApiKey, hashApiKey } from './apiKeySecret.ts';
import { grantPermissions } from './apiKeyGrant.ts';
import { callerPermissions } from './requestApiKey.ts';
import { verifyApiKey } from './verifyApiKey.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const keyName = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
const permissionList = {
  type: 'array',
  maxItems: 500,
  uniqueItems: true,
  items: { type: 'string', pattern: '^[A-Za-z]+:[A-Za-z-]+$' },
} as const;

function duplicateName(name: string) {
  return httpError(409, `An API key named '${name}' already exists in this workspace`);
}

async function readKey(db: Kysely<Database>, workspaceId: string, id: string): Promise<ApiKey> {
  const row = await db
    .selectFrom('apikey')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw httpError(404, `API key ${id} not found`);
  return toApiKey(row, (await boundFlows(db, workspaceId, [id])).get(id) ?? []);
}

/**
 * /apikey: list, read, create (the raw key answered once), edit (name, permissions), delete
 * (unbinding flows), verify; and the permissions the caller may grant.
 */
export const apiKeyRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery }>({
    method: 'GET',
    url: '/apikey',
    permission: 'apikeys:view',
    schema: { querystring: listPageQuery(listSearchProperties) },
    async handler(req, _reply, { db }) {
      const { workspaceId } = requestScope(req);
      const page = listPageOf(req.query);
      const pattern = listSearchPattern(req.query.search);
      let all = db.selectFrom('apikey').where('workspace_id', '=', workspaceId);
      // What the page searched in the browser: the key's name and the names of the flows bound to it.
      if (pattern)
        all = all.where((eb) =>
          eb.or([
            eb('key_name', 'ilike', pattern),
            eb.exists(
              eb
                .selectFrom('chat_flow')
                .select('chat_flow.id')
                .whereRef('chat_flow.apikey_id', '=', 'apikey.id')
                .where('chat_flow.workspace_id', '=', workspaceId)
                .where('chat_flow.name', 'ilike', pattern),
            ),
          ]),
        );
      const ordered = all.selectAll().orderBy('created_date', 'desc').orderBy('id', 'desc');
      const rows = await withListPage(ordered, page).execute();
      const flows = await boundFlows(
        db,
        workspaceId,
        rows.map((r) => r.id),
      );
      const data = rows.map((r) => toApiKey(r, flows.get(r.id) ?? []));
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),
  // What the caller may put on a key (the permission picker offers exactly these).
  route({
    method: 'GET',
    url: '/apikey/permissions',
    permission: 'apikeys:create,apikeys:update',
    handler: (req, _reply, { edition }) => ({ permissions: callerPermissions(req, edition) }),
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/apikey/:id',
    permission: 'apikeys:view',
    schema: { params: idParams },
    handler: (req, _reply, { db }) => readKey(db, requestScope(req).workspaceId, req.params.id),
  }),
  route<{ Body: ApiKeyCreateInput }>({
    method: 'POST',
    url: '/apikey',
    permission: 'apikeys:create',
    schema: {
      body: {
        type: 'object',
        required: ['keyName'],
        additionalProperties: false,
        properties: { keyName, permissions: permissionList },
      },
    },
    async handler(req, reply, { db, edition }) {
      const scope = requestScope(req);
      const permissions = grantPermissions(
        req,
        edition,
        req.body.permissions ?? callerPermissions(req, edition),
      );
      const raw = generateApiKey();
      const name = req.body.keyName.trim();
      try {
        const row = await db
          .insertInto('apikey')
          .values({
            id: randomUUID(),
            workspace_id: scope.workspaceId,
            key_name: name,
            key_hash: hashApiKey(raw),
            key_prefix: apiKeyPrefix(raw),
            permissions: JSON.stringify(permissions),
            created_by: scope.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created: CreatedApiKey = { ...toApiKey(row, []), apiKey: raw };
        return reply.code(201).send(created);
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateName(name) : error;
      }
    },
  }),
  route<{ Params: { id: string }; Body: { keyName?: string; permissions?: string[] } }>({
    method: 'PUT',
    url: '/apikey/:id',
    permission: 'apikeys:update',
    schema: {
      params: idParams,
      body: {
        type: 'object',
        minProperties: 1,
        additionalProperties: false,
        properties: { keyName, permissions: permissionList },
      },
    },
    async handler(req, _reply, { db, edition }) {
      const { workspaceId } = requestScope(req);
      const current = await readKey(db, workspaceId, req.params.id);
      const name = req.body.keyName?.trim() ?? current.keyName;
      const permissions = req.body.permissions
        ? grantPermissions(req, edition, req.body.permissions, current.permissions)
        : current.permissions;
      try {
        const row = await db
          .updateTable('apikey')
          .set({ key_name: name, permissions: JSON.stringify(permissions), updated_date: new Date() })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', req.params.id)
          .returning('id')
          .executeTakeFirst();
        if (!row) throw httpError(404, `API key ${req.params.id} not found`);
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateName(name) : error;
      }
      return readKey(db, workspaceId, req.params.id);
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/apikey/:id',
    permission: 'apikeys:delete',
    schema: { params: idParams },
    async handler(req, _reply, { db }) {
      const { workspaceId } = requestScope(req);
      const id = req.params.id;
      // One transaction: no flow may end up pointing at a key that no longer exists.
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('apikey')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw httpError(404, `API key ${id} not found`);
        const unbound = await trx
          .updateTable('chat_flow')
          .set({ apikey_id: null })
          .where('workspace_id', '=', workspaceId)
          .where('apikey_id', '=', id)
          .executeTakeFirst();
        return { id, unboundFlows: Number(unbound.numUpdatedRows) };
      });
    },
  }),
  // Public on purpose: it proves possession of a key, and keys are 256 random bits, beyond guessing.
  // The key travels in the body, never in a URL that logs and proxies keep.
  route<{ Body: { apiKey: string } }>({
    method: 'POST',
    url: '/apikey/verify',
    public: true,
    schema: {
      body: {
        type: 'object',
        required: ['apiKey'],
        additionalProperties: false,
        properties: { apiKey: { type: 'string', maxLength: 200 } },
      },
    },
    async handler(req, _reply, { db }) {
      const key = await verifyApiKey(db, req.body.apiKey);
      if (!key) throw httpError(401, 'Invalid API Key');
      return { valid: true, id: key.id, keyName: key.keyName, workspaceId: key.workspaceId };
    },
  }),
];
