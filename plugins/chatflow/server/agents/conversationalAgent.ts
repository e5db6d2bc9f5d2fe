/**
 * Conversational Agent: the tool agent's loop (native tool calling, memory); its System Message
 * param carries its own default in the node definition.
 */
export { toolAgent as conversationalAgent } from './toolAgent.ts';
