/**
 * What other plugins may use of chatflow (server): its components, built for a flow of another
 * kind (multi-agent flows take chatflow chat models, tools and memory), and the model round and
 * message helpers its agents use, so another kind's agents call models the same way.
 */
export { type BuiltComponents, buildComponents } from './server/buildComponents.ts';
export { type ChatCall, type ChatReply, callChat, toModelMessages } from './server/agents/callChat.ts';
export { toolNames } from './server/agents/runToolLoop.ts';
export type {
  ChatModelInstance,
  MemoryInstance,
  ModerationInstance,
  ToolInstance,
} from './server/componentTypes.ts';
export { NodeFailure, safeMessage } from './server/safeMessage.ts';
export { StepTrace } from './server/StepTrace.ts';
