import type { NodeDefinition } from '../../node-registry/types.ts';
import agent from './nodes/agent/node.json';
import condition from './nodes/condition/node.json';
import conditionAgent from './nodes/conditionAgent/node.json';
import customFunction from './nodes/customFunction/node.json';
import directReply from './nodes/directReply/node.json';
import executeFlow from './nodes/executeFlow/node.json';
import http from './nodes/http/node.json';
import humanInput from './nodes/humanInput/node.json';
import iteration from './nodes/iteration/node.json';
import llm from './nodes/llm/node.json';
import loop from './nodes/loop/node.json';
import retriever from './nodes/retriever/node.json';
import start from './nodes/start/node.json';
import stickyNote from './nodes/stickyNote/node.json';
import tool from './nodes/tool/node.json';

/**
 * The 15 agent-flow node types, in palette order. JSON imports are typed loosely (string instead
 * of the parameter-type union); the registry checks each against the node-definition schema.
 */
export const agentflowNodes = [
  start,
  llm,
  agent,
  condition,
  conditionAgent,
  humanInput,
  loop,
  directReply,
  customFunction,
  tool,
  retriever,
  stickyNote,
  http,
  iteration,
  executeFlow,
] as unknown as NodeDefinition[];

export { agentflowNodes as nodes };
