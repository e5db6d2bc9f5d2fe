import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import { routeName } from '../../../node-registry/rules/routeName.ts';
import { v2Condition, v2Text } from './convertExpressions.ts';
import { rowsOf } from './seqState.ts';
import {
  ABSORBED,
  Builder,
  inputOf,
  type Lookup,
  modelOf,
  SEQ_TO_V2,
  sources,
  str,
  updateRows,
} from './v2Builder.ts';

/** What a conversion gives: the v2 flow, and each node it could not carry over with why. */
export interface Conversion {
  flow: Flow;
  notConverted: { nodeId: string; label: string; reason: string }[];
}

const system = (text: string) => (text.trim() ? [{ role: 'system', content: text }] : []);

/** Chatflow tools connected to a node, as v2 Agent tool rows (by the same component name). */
const toolRows = (flow: Flow, node: FlowNode) =>
  sources(flow, node, 'tools').map((t) => ({
    agentSelectedTool: t.data.name,
    agentSelectedToolConfig: { ...(t.data.inputs ?? {}), agentSelectedTool: t.data.name },
    agentSelectedToolRequiresHumanInput: false,
  }));

const isCategoryComponent = (n: FlowNode) => !(n.data.name in SEQ_TO_V2) && !ABSORBED.has(n.data.name);

/**
 * A supervisor team as a v2 flow: Start → a Condition Agent (the supervisor: one scenario per
 * worker) → each worker as an Agent → a Loop back to the supervisor (its recursion limit).
 */
function convertSupervisor(flow: Flow, supervisor: FlowNode, b: Builder, out: Conversion['notConverted']) {
  const at = supervisor.position;
  const start = b.add('startAgentflow', { x: at.x - 300, y: at.y }, { startInputType: 'chatInput' });
  const workers = flow.nodes.filter(
    (n) => n.data.name === 'worker' && sources(flow, n, 'supervisor').some((s) => s.id === supervisor.id),
  );
  const model = modelOf(flow, supervisor);
  const names = workers.map((w) => inputOf(w, 'workerName') || w.id);
  const router = b.add(
    'conditionAgentAgentflow',
    at,
    {
      ...(model ? { conditionAgentModel: model.model, conditionAgentModelConfig: model.config } : {}),
      conditionAgentInstructions: (inputOf(supervisor, 'supervisorPrompt') || 'Pick who acts next.').replace(
        /\{team_members\}/g,
        names.join(', '),
      ),
      conditionAgentInput: '{{ question }}',
      conditionAgentScenarios: names.map((scenario) => ({ scenario })),
    },
    inputOf(supervisor, 'supervisorName') || 'Supervisor',
  );
  b.connect(start, router);
  workers.forEach((w, i) => {
    const own = modelOf(flow, w) ?? model;
    const agent = b.add(
      'agentAgentflow',
      w.position,
      {
        ...(own ? { agentModel: own.model, agentModelConfig: own.config } : {}),
        agentMessages: system(inputOf(w, 'workerPrompt')),
        agentTools: toolRows(flow, w),
        agentEnableMemory: true,
      },
      names[i],
    );
    b.connect(router, agent, i);
    const loop = b.add(
      'loopAgentflow',
      { x: w.position.x + 300, y: w.position.y },
      { loopBackToNode: router.id, maxLoopCount: Number(inputOf(supervisor, 'recursionLimit')) || 5 },
    );
    b.connect(agent, loop);
  });
  for (const n of flow.nodes)
    if (
      n.data.name !== 'supervisor' &&
      n.data.name !== 'worker' &&
      isCategoryComponent(n) &&
      n.data.category !== 'Chat Models' &&
      n.data.category !== 'Tools'
    )
      out.push({ nodeId: n.id, label: n.data.label, reason: 'v2 has no counterpart; its node was left out' });
}

/** The v2 inputs of one sequential node. */
function seqInputs(flow: Flow, node: FlowNode, start: FlowNode | undefined): Record<string, unknown> {
  const model = modelOf(flow, node) ?? modelOf(flow, start);
  switch (node.data.name) {
    case 'seqStart': {
      const [state] = sources(flow, node, 'state');
      const rows = rowsOf<{ key?: unknown; defaultValue?: unknown }>(state?.data.inputs?.stateMemoryUI);
      return {
        startInputType: 'chatInput',
        startState: rows
          .filter((r) => str(r.key))
          .map((r) => ({ key: str(r.key), value: str(r.defaultValue) })),
      };
    }
    case 'seqAgent':
      return {
        ...(model ? { agentModel: model.model, agentModelConfig: model.config } : {}),
        agentMessages: system(v2Text(inputOf(node, 'systemMessagePrompt'))),
        agentUserMessage: v2Text(inputOf(node, 'humanMessagePrompt')),
        agentTools: toolRows(flow, node).map((t) => ({
          ...t,
          agentSelectedToolRequiresHumanInput: node.data.inputs?.interrupt === true,
        })),
        agentEnableMemory: true,
        agentUpdateState: updateRows(node),
      };
    case 'seqLLMNode':
      return {
        ...(model ? { llmModel: model.model, llmModelConfig: model.config } : {}),
        llmMessages: system(v2Text(inputOf(node, 'systemMessagePrompt'))),
        llmUserMessage: v2Text(inputOf(node, 'humanMessagePrompt')),
        llmEnableMemory: true,
        llmStructuredOutput: rowsOf<Record<string, unknown>>(node.data.inputs?.llmStructuredOutput).map(
          (r) => ({
            key: str(r.key),
            type:
              str(r.type) === 'Enum'
                ? 'enum'
                : str(r.type) === 'Number'
                  ? 'number'
                  : str(r.type) === 'Boolean'
                    ? 'boolean'
                    : str(r.type) === 'String Array'
                      ? 'stringArray'
                      : 'string',
            enumValues: str(r.enumValues),
            description: str(r.description) || str(r.key),
          }),
        ),
        llmUpdateState: updateRows(node),
      };
    case 'seqConditionAgent':
      return {
        ...(model ? { conditionAgentModel: model.model, conditionAgentModelConfig: model.config } : {}),
        conditionAgentInstructions: v2Text(inputOf(node, 'systemMessagePrompt')),
        conditionAgentInput: '{{ question }}',
        conditionAgentScenarios: routesOf(node).map((scenario) => ({ scenario })),
      };
    case 'seqCondition':
      return {
        conditions: rowsOf<Record<string, unknown>>(node.data.inputs?.conditionUI)
          .map((r) => v2Condition(r))
          .filter((r) => r !== null),
      };
    case 'seqCustomFunction':
      return { customFunctionJavascriptFunction: inputOf(node, 'javascriptFunction') };
    case 'seqExecuteFlow':
      return {
        executeFlowSelectedFlow: inputOf(node, 'selectedFlow'),
        executeFlowInput:
          inputOf(node, 'seqExecuteFlowInput') === 'userQuestion'
            ? '{{ question }}'
            : v2Text(inputOf(node, 'seqExecuteFlowInput')),
      };
    default:
      return {};
  }
}

/** A condition's routes other than End, in the order its table (or its saved outputs) lists them. */
function routesOf(node: FlowNode): string[] {
  const options = (node.data.outputAnchors?.[0]?.options ?? []).map((o) => o.label);
  return options.filter((l) => l.trim().toLowerCase() !== 'end');
}

/** The v2 output index a v1 route takes (conditions: the table row; Else/End is the last). */
function outputIndex(v1: FlowNode, v2: FlowNode, handle: string): number | undefined {
  if (v1.data.name !== 'seqCondition' && v1.data.name !== 'seqConditionAgent') return undefined;
  const option = v1.data.outputAnchors?.[0]?.options?.find((o) => o.id === handle);
  const label = option?.label ?? '';
  if (v1.data.name === 'seqConditionAgent') {
    const i = routesOf(v1).indexOf(label);
    return i >= 0 ? i : -1;
  }
  const rows = rowsOf<{ output?: unknown }>(v1.data.inputs?.conditionUI);
  const i = rows.findIndex((r) => str(r.output) === label || routeName(str(r.output)) === option?.name);
  return i >= 0 ? i : (v2.data.outputAnchors?.length ?? 1) - 1;
}

/**
 * Converts a multi-agent flow into an agentflow v2 flow with the same behaviour where v2 has a
 * counterpart: Start, Agent, LLM, Condition, Condition Agent, Loop, Custom Function, Execute Flow
 * (state, memory and End fold into them; chat models and tools become the nodes' model and tool
 * choices). A Tool Node and anything else is listed in notConverted.
 */
export function convertToV2(flow: Flow, definition: Lookup): Conversion {
  const b = new Builder(definition);
  const notConverted: Conversion['notConverted'] = [];
  const supervisor = flow.nodes.find((n) => n.data.name === 'supervisor');
  if (supervisor) {
    convertSupervisor(flow, supervisor, b, notConverted);
    return { flow: { nodes: b.nodes, edges: b.edges }, notConverted };
  }
  const start = flow.nodes.find((n) => n.data.name === 'seqStart');
  const made = new Map<string, FlowNode>();
  // An LLM node feeding a Tool Node is, in v2, an Agent with those tools (it runs its own calls).
  const toolNodeOf = new Map<string, FlowNode>();
  for (const t of flow.nodes.filter((n) => n.data.name === 'seqToolNode'))
    for (const llm of sources(flow, t, 'llmNode')) toolNodeOf.set(llm.id, t);
  for (const n of flow.nodes) {
    const v2 = SEQ_TO_V2[n.data.name];
    const tools = toolNodeOf.get(n.id);
    if (tools) {
      const inputs = seqInputs(flow, { ...n, data: { ...n.data, name: 'seqAgent' } }, start);
      inputs.agentTools = toolRows(flow, tools).map((t) => ({
        ...t,
        agentSelectedToolRequiresHumanInput: tools.data.inputs?.interrupt === true,
      }));
      made.set(n.id, b.add('agentAgentflow', n.position, inputs, n.data.label));
      made.set(tools.id, made.get(n.id)!);
    } else if (v2) made.set(n.id, b.add(v2, n.position, seqInputs(flow, n, start), n.data.label));
    else if (n.data.name === 'seqToolNode') {
      if (![...toolNodeOf.values()].includes(n))
        notConverted.push({ nodeId: n.id, label: n.data.label, reason: 'no LLM node feeds it' });
    } else if (n.data.category === 'Sequential Agents' && !ABSORBED.has(n.data.name))
      notConverted.push({
        nodeId: n.id,
        label: n.data.label,
        reason: 'v2 has no counterpart for this node yet',
      });
  }
  // a loop goes back to the converted node of the one it names
  for (const [id, v2] of made) {
    const v1 = flow.nodes.find((n) => n.id === id)!;
    if (v1.data.name !== 'seqLoop') continue;
    const to = str(v1.data.inputs?.loopToName).trim().toLowerCase();
    const target = [...made].find(([vid]) => {
      const n = flow.nodes.find((x) => x.id === vid)!;
      return Object.entries(n.data.inputs ?? {}).some(
        ([k, v]) => /Name$/.test(k) && str(v).trim().toLowerCase() === to,
      );
    });
    if (target) v2.data.inputs = { ...v2.data.inputs, loopBackToNode: target[1].id, maxLoopCount: 5 };
  }
  for (const e of flow.edges) {
    const from = made.get(e.source);
    const to = made.get(e.target);
    if (!from || !to || from === to || !str(e.targetHandle).includes('-input-sequentialNode-')) continue;
    const i = outputIndex(flow.nodes.find((n) => n.id === e.source)!, from, str(e.sourceHandle));
    if (i === -1) continue;
    b.connect(from, to, i);
  }
  return { flow: { nodes: b.nodes, edges: b.edges }, notConverted };
}
