import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { flowUploads } from '../common/flowUploads.ts';
import { publicChatbotConfig } from '../common/publicChatbotConfig.ts';
import { publicFlowData } from '../common/startForm.ts';
import { publicFlow } from './flowAccess.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** What the chatbot page and the embed widget read before chatting (all public, like prediction). */
export const chatbotConfigRoutes: PluginRoute[] = [
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/public-chatbotConfig/:id',
    public: true,
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      const flow = await publicFlow(ctx.db, req, req.params.id, reply);
      // flowData: only the Start node's form keys (the embed widget reads its form from it).
      return {
        ...publicChatbotConfig(flow.chatbot_config),
        uploads: flowUploads(flow.flow_data, flow.chatbot_config),
        flowData: publicFlowData(flow.flow_data),
      };
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/chatflows-streaming/:id',
    public: true,
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      // No key needed, as with the peer: flowise-sdk asks this without one before every prediction,
      // and a keyed flow would otherwise never stream for it.
      const flow = await publicFlow(ctx.db, req, req.params.id, reply, { keyed: false });
      // Agent flows and chatflows always stream: the engine emits tokens from any model node, and
      // the chatflow runner streams its ending node's answer (as one token when it has no stream).
      return { isStreaming: ['AGENTFLOW', 'CHATFLOW', 'ASSISTANT'].includes(flow.type) };
    },
  }),
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/chatflows-uploads/:id',
    public: true,
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      const flow = await publicFlow(ctx.db, req, req.params.id, reply);
      return flowUploads(flow.flow_data, flow.chatbot_config);
    },
  }),
];
