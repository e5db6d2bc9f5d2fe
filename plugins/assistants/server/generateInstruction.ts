import type { EngineServices } from '../../../host/server/engine/engineTypes.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { CHAT_MODEL_PROVIDERS, createChatModel, generateReply } from '../../agentflow/public.ts';
import { resolveCredential } from '../../credentials/public.ts';

const SYSTEM =
  'You write the instructions (the system prompt) of an AI assistant from a short description of ' +
  'its task. Say who the assistant is, what it does and for whom, how it answers (tone, length, ' +
  'format), which tools or knowledge it should use when, and what it must not do. Write the ' +
  'instructions only, in the second person ("You are..."), without a preamble or a closing remark.';

/** The body of POST /assistants/generate/instruction (the peer's shape). */
export interface GenerateInstructionBody {
  task: string;
  /** A chat model as the builder holds it: provider name and its inputs (credential among them). */
  selectedChatModel: { name: string; inputs?: Record<string, unknown> };
}

/**
 * An assistant's instructions written by the chosen chat model from a task description, through
 * the same model layer, credentials and guarded fetch as flows. A model that fails answers 502
 * with its reason (no secret: the model layer never quotes keys).
 */
export async function generateInstruction(
  ctx: Pick<ServerContext, 'db' | 'config'>,
  workspaceId: string,
  body: GenerateInstructionBody,
  signal: AbortSignal,
): Promise<{ content: string }> {
  const { name, inputs = {} } = body.selectedChatModel;
  if (!(CHAT_MODEL_PROVIDERS as readonly string[]).includes(name))
    throw httpError(400, `body/selectedChatModel/name must be one of the chat models (${name} is not)`);
  const services = {
    credential: (id: string) => resolveCredential(ctx.db, workspaceId, id, ctx.config),
    allowPrivate: ctx.config.allowPrivate,
  } as Pick<EngineServices, 'credential' | 'allowPrivate'> as EngineServices;
  try {
    const chat = await createChatModel(name, inputs, { services, addSecret: () => {} });
    const reply = await generateReply({ isLastNode: false, streaming: false, emit: () => {}, signal }, chat, {
      system: SYSTEM,
      messages: [{ role: 'user', content: `The assistant's task:\n${body.task}` }],
    });
    const content = reply.text.trim();
    if (!content) throw new Error('the model gave an empty answer');
    return { content };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 400) throw err;
    throw httpError(502, `Could not generate the instructions: ${(err as Error).message}`);
  }
}
