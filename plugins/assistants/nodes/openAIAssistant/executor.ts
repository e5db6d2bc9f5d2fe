import type { ChatMessage, NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';
import type { RunnableTool } from '../../../../host/server/engine/toolProvider.ts';
import { withFiles } from '../../../agentflow/public.ts';
import { parseVendorDetails, vendorTypeOf } from '../../common/vendorAssistant.ts';
import { runResponses } from '../../server/runResponses.ts';
import { vendorEndpoint } from '../../server/vendorEndpoint.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The OpenAI Assistant node: the assistant's details (model, instructions, tools, vector stores)
 * answered on the vendor's Responses API with the node's credential (OpenAI or Azure OpenAI), the
 * session's history as input; our function tools run here, file search and the code interpreter
 * at the vendor. Streams the text when it is the last node.
 */
export const openAIAssistantExecutor: NodeExecutor = {
  async run(ctx) {
    let raw = ctx.inputs.openAIAssistantDetails;
    if (typeof raw === 'string') raw = JSON.parse(raw) as unknown;
    if (!isRecord(raw)) throw new Error('OpenAI Assistant: the node holds no assistant');
    const credentialId = ctx.node.data.credential;
    if (!credentialId) throw new Error('OpenAI Assistant: choose an OpenAI or Azure OpenAI credential');
    const credential = await ctx.services.credential(credentialId);
    const type = vendorTypeOf(credential.credentialName);
    if (!type) throw new Error(`OpenAI Assistant: a ${credential.credentialName} credential cannot run it`);
    const parsed = parseVendorDetails(raw, type);
    if ('error' in parsed) throw new Error(`OpenAI Assistant: ${parsed.error.replace('body/details/', '')}`);
    const d = parsed.details;
    const endpoint = vendorEndpoint(type, credential, d.baseURL);
    for (const s of endpoint.secrets) if (s) ctx.addSecret(s);
    const model = d.model || endpoint.defaultModel;
    if (!model) throw new Error('OpenAI Assistant: name the Azure deployment (model) it runs on');

    const tools = new Map<string, RunnableTool>();
    for (const t of d.tools) {
      if (t.type !== 'function') continue;
      if (!ctx.services.tools) throw new Error('OpenAI Assistant: the tools plugin is not available');
      for (const r of await ctx.services.tools(t.tool, {}, { signal: ctx.signal, addSecret: ctx.addSecret }))
        tools.set(r.name, r);
    }
    const stores = d.tool_resources.file_search.vector_store_ids;
    const vendorTools: unknown[] = [
      ...(d.tools.some((t) => t.type === 'file_search') && stores.length
        ? [{ type: 'file_search', vector_store_ids: stores }]
        : []),
      ...(d.tools.some((t) => t.type === 'code_interpreter')
        ? [
            {
              type: 'code_interpreter',
              container: { type: 'auto', file_ids: d.tool_resources.code_interpreter.file_ids },
            },
          ]
        : []),
      ...[...tools.values()].map((t) => ({
        type: 'function',
        name: t.name,
        description: t.description,
        parameters: t.schema,
      })),
    ];
    // the session's stored messages, unless the request brought its own history
    const stored = ctx.input.history?.length ? [] : ((await ctx.services.chatHistory?.()) ?? []);
    const history = [...stored, ...ctx.chatHistory]
      .filter((m) => m.role === 'user' || m.role === 'assistant')
      .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));
    const question = withFiles(ctx.input.question ?? '', ctx.input.files);
    const stream = ctx.isLastNode && ctx.streaming;
    const result = await runResponses({
      endpoint,
      allowPrivate: ctx.services.allowPrivate,
      request: {
        model,
        ...(d.instructions ? { instructions: d.instructions } : {}),
        ...(vendorTools.length ? { tools: vendorTools } : {}),
        ...(stores.length ? { include: ['file_search_call.results'] } : {}),
        ...(d.temperature !== undefined ? { temperature: d.temperature } : {}),
        ...(d.top_p !== undefined ? { top_p: d.top_p } : {}),
      },
      input: [...history, { role: 'user', content: question }],
      tools,
      ...(stream ? { onDelta: (text: string) => ctx.emit('token', text) } : {}),
      signal: ctx.signal,
    });
    if (result.usedTools.length) ctx.emit('usedTools', result.usedTools);
    if (result.sourceDocuments.length && ctx.streaming) ctx.emit('sourceDocuments', result.sourceDocuments);
    const usage = {
      ...result.usage,
      provider: type === 'AZURE' ? 'azureChatOpenAI' : 'chatOpenAI',
      model,
    };
    const chatHistory: ChatMessage[] = [
      { role: 'user', content: question },
      { role: 'assistant', content: result.text, name: ctx.node.data.label },
    ];
    return {
      output: {
        content: result.text,
        usedTools: result.usedTools,
        ...(result.sourceDocuments.length ? { sourceDocuments: result.sourceDocuments } : {}),
        usageMetadata: usage,
        model,
        responseId: result.responseId,
      },
      chatHistory,
      usage,
    };
  },
};
