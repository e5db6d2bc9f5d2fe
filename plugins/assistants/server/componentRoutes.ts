import { requestScope } from '../../../host/server/access/requestScope.ts';
import { tableExists } from '../../../host/server/db/tableExists.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { CHAT_MODEL_PROVIDERS } from '../../agentflow/public.ts';
import { type GenerateInstructionBody, generateInstruction } from './generateInstruction.ts';

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
  route<{ Body: GenerateInstructionBody }>({
    method: 'POST',
    url: '/assistants/generate/instruction',
    permission: 'assistants:create,assistants:update',
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['task', 'selectedChatModel'],
        properties: {
          task: { type: 'string', minLength: 1, maxLength: 4000 },
          selectedChatModel: {
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string', minLength: 1, maxLength: 100 },
              inputs: { type: 'object' },
            },
          },
        },
      },
    },
    handler(req, reply, ctx) {
      // A caller who goes away stops the model call.
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return generateInstruction(ctx, requestScope(req).workspaceId, req.body, abort.signal);
    },
  }),
];
