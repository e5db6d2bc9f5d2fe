import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { apiKeyPrefix } from '../common/apiKeyFormat.ts';
import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '../common/apiKeyTypes.ts';
import { boundFlows, isUniqueViolation, toApiKey } from './apiKeyRows.ts';
import { generateApiKey, hashApiKey } from './apiKeySecret.ts';
import { callerPermissions, knownPermissions } from './requestApiKey.ts';
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

/** /apikey: list, read, create (the raw key answered once), rename, delete (unbinding flows), verify. */
export const apiKeyRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/apikey',
    permission: 'apikeys:view',
    async handler(req, _reply, { db }) {
      const { workspaceId } = requestScope(req);
      const rows = await db
        .selectFrom('apikey')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_date', 'desc')
        .execute();
      const flows = await boundFlows(
        db,
        workspaceId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toApiKey(r, flows.get(r.id) ?? []));
    },
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
    async handler(req, reply, { db }) {
      const scope = requestScope(req);
      const held = callerPermissions(req);
      const requested = req.body.permissions ?? held;
      const known = new Set(knownPermissions(req));
      const unknown = requested.filter((p) => !known.has(p));
      if (unknown.length) throw httpError(400, `Unknown permission(s): ${unknown.join(', ')}`);
      const heldSet = new Set(held);
      const wider = requested.filter((p) => !heldSet.has(p));
      if (wider.length) {
        throw httpError(403, `A key cannot carry permissions its creator lacks: ${wider.join(', ')}`);
      }
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
            permissions: JSON.stringify([...requested].sort()),
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
  route<{ Params: { id: string }; Body: { keyName: string } }>({
    method: 'PUT',
    url: '/apikey/:id',
    permission: 'apikeys:update',
    schema: {
      params: idParams,
      body: { type: 'object', required: ['keyName'], additionalProperties: false, properties: { keyName } },
    },
    async handler(req, _reply, { db }) {
      const { workspaceId } = requestScope(req);
      const name = req.body.keyName.trim();
      try {
        const row = await db
          .updateTable('apikey')
          .set({ key_name: name, updated_date: new Date() })
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
