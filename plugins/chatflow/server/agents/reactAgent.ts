import type { UsedToolCall } from '../../../../host/server/engine/flowRunner.ts';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { addUsage, usageOf } from '../../../agentflow/public.ts';
import { parseReactStep } from '../../common/parseReactStep.ts';
import { instanceOf, instancesOf, numberInput, optionalInstanceOf } from '../componentInputs.ts';
import type {
  Answer,
  AnswerContext,
  ChatModelInstance,
  MemoryInstance,
  ModerationInstance,
  ToolInstance,
} from '../componentTypes.ts';
import { historyText } from '../retrieval/conversationHistory.ts';
import { askModel } from './askModel.ts';
import { chainComponent } from './chainComponent.ts';
import { moderateInput } from './moderateInput.ts';
import { DEFAULT_MAX_ITERATIONS } from './runToolLoop.ts';

function reactInstructions(tools: ToolInstance[]): string {
  const list = tools.map((t) => `${t.name}: ${t.description} Arguments (JSON): ${JSON.stringify(t.schema)}`);
  return `Answer the question as well as you can. You can use these tools:\n\n${list.join('\n')}\n\nWork in this format:\n\nQuestion: the question to answer\nThought: what to do next\nAction: one of [${tools.map((t) => t.name).join(', ')}]\nAction Input: the arguments as JSON\nObservation: the tool's result\n... (Thought/Action/Action Input/Observation can repeat)\nThought: I now know the final answer\nFinal Answer: the answer to the question\n\nWrite one Thought and either one Action with its Action Input, or the Final Answer. Never write an Observation yourself.`;
}

/** The model's Action Input as the tool's arguments: a JSON object, else the text as `input`. */
function toolArgs(input: string): Record<string, unknown> {
  try {
    const v = JSON.parse(input);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    return { input: typeof v === 'string' ? v : input };
  } catch {
    return { input };
  }
}

/** The ReAct loop: text steps, each Action run here and its Observation appended, until a Final Answer. */
async function runReact(
  model: ChatModelInstance,
  tools: ToolInstance[],
  question: string,
  history: string,
  maxIterations: number,
  ctx: AnswerContext,
): Promise<Answer> {
  const system = reactInstructions(tools);
  let scratchpad = '';
  const usedTools: UsedToolCall[] = [];
  const sourceDocuments: RetrievedDocument[] = [];
  let usage = usageOf(undefined);
  for (let round = 0; round < maxIterations; round++) {
    const prompt = `${history ? `Conversation so far:\n${history}\n\n` : ''}Question: ${question}\n${scratchpad}Thought:`;
    const reply = await askModel(model, { system, messages: [{ role: 'user', content: prompt }] }, ctx);
    usage = addUsage(usage, reply.usage);
    const step = parseReactStep(reply.text);
    if (step.type === 'final') {
      ctx.token(step.answer);
      return {
        text: step.answer,
        usage,
        ...(usedTools.length ? { usedTools } : {}),
        ...(sourceDocuments.length ? { sourceDocuments } : {}),
      };
    }
    const tool = tools.find((t) => t.name.toLowerCase() === step.tool.toLowerCase());
    const toolInput = toolArgs(step.input);
    let observation: string;
    let error: string | undefined;
    try {
      if (!tool)
        throw new Error(`'${step.tool}' is not a tool; use one of ${tools.map((t) => t.name).join(', ')}`);
      observation = await tool.call(toolInput, ctx.run.signal);
    } catch (err) {
      ctx.run.signal.throwIfAborted();
      error = (err as Error).message;
      observation = `Error: ${error}`;
    }
    usedTools.push({
      tool: tool?.name ?? step.tool,
      toolInput,
      toolOutput: error ? '' : observation,
      ...(error ? { error } : {}),
    });
    if (tool?.lastDocuments) sourceDocuments.push(...tool.lastDocuments());
    if (tool?.returnDirect && !error) {
      ctx.token(observation);
      return { text: observation, usage, usedTools };
    }
    scratchpad += `Thought: ${step.thought}\nAction: ${step.tool}\nAction Input: ${step.input}\nObservation: ${observation}\n`;
  }
  throw new Error(`The agent stopped after ${maxIterations} steps without a final answer`);
}

/** ReAct Agent for Chat Models and for LLMs: reasoning in text, tools called by name (no native tool calling needed). */
export const reactAgent = chainComponent(async (ctx) => {
  const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  const tools = instancesOf<ToolInstance>(ctx, 'tools', 'tool');
  const memory = optionalInstanceOf<MemoryInstance>(ctx, 'memory', 'memory');
  const moderations = instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation');
  const maxIterations = numberInput(ctx, 'maxIterations', DEFAULT_MAX_ITERATIONS);
  return async (question, answerCtx) => {
    const refused = await moderateInput(moderations, question, answerCtx.run.signal);
    if (refused) {
      answerCtx.token(refused);
      return { text: refused };
    }
    const history = memory ? historyText(await memory.messages()) : '';
    const answer = await runReact(model, tools, question, history, maxIterations, answerCtx);
    await memory?.save(question, answer.text);
    return answer;
  };
});
