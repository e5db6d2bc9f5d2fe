import { acceptLanguages } from '../../../host/common/i18n/acceptLanguages.ts';
import { pickLanguage } from '../../../host/common/i18n/pickLanguage.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { flowUploads } from '../common/flowUploads.ts';
import { localizeChatbotConfig } from '../common/localizeChatbotConfig.ts';
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
  route<{ Params: { id: string }; Querystring: { lang?: string } }>({
    method: 'GET',
    url: '/public-chatbotConfig/:id',
    public: true,
    schema: {
      params: idParams,
      querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 35 } } },
    },
    async handler(req, reply, ctx) {
      const flow = await publicFlow(ctx.db, req, req.params.id, reply);
      // Unset texts in the language the page asks for (lang), else the visitor's browser's.
      const language = pickLanguage(req.query.lang, acceptLanguages(req.headers['accept-language']));
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
      // flowData: only the Start node's form keys (the embed widget reads its form from it).
      return {
        ...localizeChatbotConfig(publicChatbotConfig(flow.chatbot_config), language),
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
