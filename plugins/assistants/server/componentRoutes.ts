import { requestScope } from '../../../host/server/access/requestScope.ts';
import { tableExists } from '../../../host/server/db/tableExists.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { CHAT_MODEL_PROVIDERS } from '../../agentflow/public.ts';

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
      if (!(await tableExists(ctx.db, 'document_store'))) return [];
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
      if (!(await tableExists(ctx.db, 'tool'))) return builtin;
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
