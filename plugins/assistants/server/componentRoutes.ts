import { sql } from 'kysely';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { CHAT_MODEL_PROVIDERS } from '../../agentflow/public.ts';

/** Whether a table exists (document stores and tools are plugins that may be disabled). */
async function hasTable(db: Parameters<PluginRoute['handler']>[2]['db'], table: string): Promise<boolean> {
  const r = await sql<{ t: string | null }>`select to_regclass(${table}) as t`.execute(db);
  return !!r.rows[0]?.t;
}

/** What the assistant builder offers: chat models, the workspace's document stores and tools. */
export const componentRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/assistants/components/chatmodels',
    permission: 'assistants:view',
    handler: () => CHAT_MODEL_PROVIDERS.map((name) => ({ name })),
  }),
  route({
    method: 'GET',
    url: '/assistants/components/docstores',
    permission: 'assistants:view',
    async handler(req, _reply, ctx) {
      if (!(await hasTable(ctx.db, 'document_store'))) return [];
      return ctx.db
        .selectFrom('document_store')
        .select(['id', 'name', 'description', 'status'])
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .orderBy('name')
        .execute();
    },
  }),
  route({
    method: 'GET',
    url: '/assistants/components/tools',
    permission: 'assistants:view',
    async handler(req, _reply, ctx) {
      const builtin = [...ctx.toolProviders.values()]
        .map((p) => ({ name: p.name, label: p.label, description: p.description, type: 'builtin' }))
        .sort((a, b) => a.label.localeCompare(b.label));
      if (!(await hasTable(ctx.db, 'tool'))) return builtin;
      const saved = await ctx.db
        .selectFrom('tool')
        .select(['id', 'name', 'description'])
        .where('workspace_id', '=', requestScope(req).workspaceId)
        .orderBy('name')
        .execute();
      return [
        ...builtin,
        ...saved.map((t) => ({ name: t.id, label: t.name, description: t.description, type: 'saved' })),
      ];
    },
  }),
];
