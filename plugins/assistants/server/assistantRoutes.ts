import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  countListRows,
  type ListPageQuery,
  type ListSearchQuery,
  type PagedList,
  listPageOf,
  listPageQuery,
  listSearchProperties,
  withListPage,
} from '../../../host/server/http/listPage.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../host/server/plugin/definePluginServer.ts';
import type { Flow } from '../../../node-registry/flow.ts';
import { assistantFlow } from '../common/assistantFlow.ts';
import { ASSISTANT_TYPES, type Assistant, type CustomAssistantDetails } from '../common/assistantTypes.ts';
import { isVendorType, type VendorAssistantDetails } from '../common/vendorAssistant.ts';
import { assistantMatches } from './assistantMatches.ts';
import { findAssistant, parseDetails, toAssistant } from './assistantStore.ts';
import { prepareVendorAssistant } from './vendorAssistants.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };
const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    details: { anyOf: [{ type: 'string', maxLength: 200_000 }, { type: 'object' }] },
    type: { enum: [...ASSISTANT_TYPES] },
    credential: { type: ['string', 'null'], maxLength: 100 },
    iconSrc: { type: ['string', 'null'], maxLength: 2048 },
  },
};
type Body = { details?: unknown; type?: string; credential?: string | null; iconSrc?: string | null };

/**
 * What a POST or PUT stores: the details, the ASSISTANT flow they run as and the credential.
 * A custom assistant runs on the Agent node; an OpenAI or Azure one on the OpenAI Assistant node
 * with its credential, which must be one of the workspace's of the matching type.
 */
async function prepare(
  ctx: ServerContext,
  workspaceId: string,
  type: string,
  rawDetails: unknown,
  credential: string | null | undefined,
): Promise<{
  details: CustomAssistantDetails | VendorAssistantDetails;
  flow: Flow;
  credential?: string | null;
}> {
  if (isVendorType(type)) return prepareVendorAssistant(ctx, workspaceId, type, rawDetails, credential);
  const details = parseDetails(rawDetails);
  return { details, flow: assistantFlow(details, (n) => ctx.registry.nodes.get(n)) };
}

/** Writes the assistant's flow: updates the one it has, or makes one (an imported assistant). */
async function saveFlow(
  trx: Transaction<Database>,
  workspaceId: string,
  chatflowId: string | undefined,
  name: string,
  flow: Flow,
): Promise<string> {
  if (chatflowId) {
    const updated = await trx
      .updateTable('chat_flow')
      .set({ name, flow_data: JSON.stringify(flow), updated_date: new Date() })
      .where('id', '=', chatflowId)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return chatflowId;
  }
  const id = randomUUID();
  await trx
    .insertInto('chat_flow')
    .values({ id, workspace_id: workspaceId, name, flow_data: JSON.stringify(flow), type: 'ASSISTANT' })
    .execute();
  return id;
}

export const assistantRoutes: PluginRoute[] = [
  route<{ Querystring: ListPageQuery & ListSearchQuery & { type?: string } }>({
    method: 'GET',
    url: '/assistants',
    permission: 'assistants:view',
    schema: { querystring: listPageQuery({ type: { enum: [...ASSISTANT_TYPES] }, ...listSearchProperties }) },
    async handler(req, _reply, ctx): Promise<Assistant[] | PagedList<Assistant>> {
      const page = listPageOf(req.query);
      let all = ctx.db.selectFrom('assistant').where('workspace_id', '=', requestScope(req).workspaceId);
      if (req.query.type) all = all.where('type', '=', req.query.type);
      const matches = assistantMatches(req.query.search);
      if (matches) all = all.where(matches);
      const ordered = all.selectAll().orderBy('updated_date', 'desc').orderBy('id', 'desc');
      const data = (await withListPage(ordered, page).execute()).map(toAssistant);
      return page ? { data, total: await countListRows(all) } : data;
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/assistants/:id',
    permission: 'assistants:view',
    schema: { params: idParams },
    handler: async (req, _reply, ctx) =>
      toAssistant(await findAssistant(ctx.db, requestScope(req).workspaceId, req.params.id)),
  }),

  route<{ Body: Body }>({
    method: 'POST',
    url: '/assistants',
    permission: 'assistants:create',
    schema: { body: { ...body, required: ['details'] } },
    async handler(req, reply, ctx): Promise<Assistant> {
      const workspaceId = requestScope(req).workspaceId;
      const type = req.body.type ?? 'CUSTOM';
      const made = await prepare(ctx, workspaceId, type, req.body.details, req.body.credential);
      const row = await ctx.db.transaction().execute(async (trx) => {
        const chatflowId = await saveFlow(trx, workspaceId, undefined, made.details.name, made.flow);
        return trx
          .insertInto('assistant')
          .values({
            id: randomUUID(),
            workspace_id: workspaceId,
            type,
            details: JSON.stringify({ ...made.details, chatflowId }),
            credential: made.credential ?? req.body.credential ?? null,
            icon_src: req.body.iconSrc ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      reply.code(201);
      return toAssistant(row);
    },
  }),

  route<{ Params: { id: string }; Body: Body }>({
    method: 'PUT',
    url: '/assistants/:id',
    permission: 'assistants:update',
    schema: { params: idParams, body: { ...body, minProperties: 1 } },
    async handler(req, _reply, ctx): Promise<Assistant> {
      const workspaceId = requestScope(req).workspaceId;
      const row = await findAssistant(ctx.db, workspaceId, req.params.id);
      if (req.body.type && req.body.type !== row.type)
        throw httpError(400, `body/type: a ${row.type} assistant stays one; create a new assistant instead`);
      const old = JSON.parse(row.details) as { chatflowId?: string };
      const credential = req.body.credential !== undefined ? req.body.credential : row.credential;
      const made = await prepare(ctx, workspaceId, row.type, req.body.details ?? old, credential);
      const saved = await ctx.db.transaction().execute(async (trx) => {
        const chatflowId = await saveFlow(trx, workspaceId, old.chatflowId, made.details.name, made.flow);
        return trx
          .updateTable('assistant')
          .set({
            details: JSON.stringify({ ...made.details, chatflowId }),
            ...(req.body.credential !== undefined ? { credential: req.body.credential } : {}),
            ...(req.body.iconSrc !== undefined ? { icon_src: req.body.iconSrc } : {}),
            updated_date: new Date(),
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return toAssistant(saved);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/assistants/:id',
    permission: 'assistants:delete',
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const row = await findAssistant(ctx.db, workspaceId, req.params.id);
      const { chatflowId } = JSON.parse(row.details) as CustomAssistantDetails;
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('assistant').where('id', '=', row.id).execute();
        if (chatflowId)
          await trx
            .deleteFrom('chat_flow')
            .where('id', '=', chatflowId)
            .where('workspace_id', '=', workspaceId)
            .execute();
      });
      return { deleted: 1 };
    },
  }),
];
