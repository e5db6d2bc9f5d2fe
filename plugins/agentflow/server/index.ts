import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { agentExecutor } from '../nodes/agent/executor.ts';
import { conditionExecutor } from '../nodes/condition/executor.ts';
import { conditionAgentExecutor } from '../nodes/conditionAgent/executor.ts';
import { customFunctionExecutor } from '../nodes/customFunction/executor.ts';
import { directReplyExecutor } from '../nodes/directReply/executor.ts';
import { executeFlowExecutor } from '../nodes/executeFlow/executor.ts';
import { httpExecutor } from '../nodes/http/executor.ts';
import { humanInputExecutor } from '../nodes/humanInput/executor.ts';
import { iterationExecutor } from '../nodes/iteration/executor.ts';
import { llmExecutor } from '../nodes/llm/executor.ts';
import { loopExecutor } from '../nodes/loop/executor.ts';
import { retrieverExecutor } from '../nodes/retriever/executor.ts';
import { startExecutor } from '../nodes/start/executor.ts';
import { stickyNoteExecutor } from '../nodes/stickyNote/executor.ts';
import { toolExecutor } from '../nodes/tool/executor.ts';

/** The executors of the 15 agent-flow nodes, keyed by node name. */
export const agentflowExecutors = {
  startAgentflow: startExecutor,
  llmAgentflow: llmExecutor,
  agentAgentflow: agentExecutor,
  conditionAgentflow: conditionExecutor,
  conditionAgentAgentflow: conditionAgentExecutor,
  humanInputAgentflow: humanInputExecutor,
  loopAgentflow: loopExecutor,
  directReplyAgentflow: directReplyExecutor,
  customFunctionAgentflow: customFunctionExecutor,
  toolAgentflow: toolExecutor,
  retrieverAgentflow: retrieverExecutor,
  stickyNoteAgentflow: stickyNoteExecutor,
  httpAgentflow: httpExecutor,
  iterationAgentflow: iterationExecutor,
  executeFlowAgentflow: executeFlowExecutor,
};

export default definePluginServer({ executors: agentflowExecutors });
