import type { NodeDefinition } from '../../../node-registry/types.ts';
import agentMemory from './agentMemory/node.json';
import seqAgent from './seqAgent/node.json';
import seqCondition from './seqCondition/node.json';
import seqConditionAgent from './seqConditionAgent/node.json';
import seqCustomFunction from './seqCustomFunction/node.json';
import seqEnd from './seqEnd/node.json';
import seqExecuteFlow from './seqExecuteFlow/node.json';
import seqLLMNode from './seqLLMNode/node.json';
import seqLoop from './seqLoop/node.json';
import seqStart from './seqStart/node.json';
import seqState from './seqState/node.json';
import seqToolNode from './seqToolNode/node.json';
import supervisor from './supervisor/node.json';
import worker from './worker/node.json';

/**
 * The multi-agent node types by the peer's names, inputs and anchors (its agentflow v1): the
 * supervisor/worker team and the sequential-agent graph, plus the conversation memory they take.
 * JSON imports are typed loosely; the registry checks each against the node-definition schema.
 */
export const multiagentNodes = [
  supervisor,
  worker,
  seqStart,
  seqAgent,
  seqLLMNode,
  seqToolNode,
  seqCondition,
  seqConditionAgent,
  seqLoop,
  seqState,
  seqCustomFunction,
  seqExecuteFlow,
  seqEnd,
  agentMemory,
] as unknown as NodeDefinition[];
