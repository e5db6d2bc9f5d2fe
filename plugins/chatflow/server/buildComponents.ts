import type { ChatMessage, TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunRequest } from '../../../host/server/engine/flowRunner.ts';
import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import { buildOrder } from '../common/chatflowGraph.ts';
import { chatflowCatalogue, type ComponentCatalogue } from './componentCatalogue.ts';
import type { BuildContext } from './componentTypes.ts';
import { nodeInputs } from './nodeInputs.ts';
import type { ParamScope } from './resolveParams.ts';
import { credentialOf } from './runChatflow.ts';
import { NodeFailure } from './safeMessage.ts';

export interface BuiltComponents {
  /** What each component node built (a chat model, a tool, a memory...), by node id. */
  instances: Map<string, unknown>;
}

/**
 * Builds the chatflow components of a flow of another kind (a multi-agent flow's chat models,
 * tools, memory, vector stores): every node this catalogue knows, in dependency order, each init
 * receiving its params and its connected components as in a chatflow. Nodes of other kinds and
 * edges to them are left out; what they need they read from `instances`.
 */
export async function buildComponents(
  req: FlowRunRequest,
  history: ChatMessage[],
  reportUsage: (usage: TokenUsage) => void,
  catalogue: ComponentCatalogue = chatflowCatalogue,
): Promise<BuiltComponents> {
  const ours = req.flow.nodes.filter(
    (n) => n.data.name !== 'stickyNote' && catalogue.definition(n.data.name),
  );
  const ids = new Set(ours.map((n) => n.id));
  const sub: Flow = {
    nodes: ours,
    edges: req.flow.edges.filter((e) => ids.has(e.source) && ids.has(e.target)),
  };
  const byId = new Map(ours.map((n) => [n.id, n]));
  const built = new Map<string, unknown>();
  const question = req.input.question ?? '';
  const scope: ParamScope = {
    question,
    chatHistory: history,
    vars: req.vars,
    flow: {
      chatId: req.input.chatId,
      sessionId: req.input.sessionId,
      chatflowId: req.flowId,
      input: question,
    },
    instance: (id) => built.get(id),
    has: (id) => built.has(id),
  };
  const variables = new Map<string, unknown>();
  for (const id of buildOrder(sub, [...ids])) {
    const node = byId.get(id) as FlowNode;
    const def = catalogue.definition(node.data.name);
    if (def?.unavailable) throw new NodeFailure(node, def.unavailable);
    const component = await catalogue.component(node.data.name);
    if (!component) continue;
    req.signal.throwIfAborted();
    const ctx: BuildContext = {
      node,
      inputs: nodeInputs(node, def, sub, built, scope),
      run: req,
      credential: () => credentialOf(req, node),
      reportUsage,
      variables,
    };
    try {
      built.set(id, await component.init(ctx));
    } catch (err) {
      throw err instanceof NodeFailure
        ? err
        : new NodeFailure(node, err instanceof Error ? err.message : String(err));
    }
  }
  return { instances: built };
}
