import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { addUsage, usageOf } from '../../../agentflow/public.ts';
import { askModel } from '../agents/askModel.ts';
import { chainComponent } from '../agents/chainComponent.ts';
import { booleanInput, instanceOf, instancesOf, optionalInstanceOf, textInput } from '../componentInputs.ts';
import type { AnswerContext, ChatflowComponent, ChatModelInstance } from '../componentTypes.ts';
import { responseSynthesizer } from './responseSynthesizers.ts';
import type {
  QueryEngineInstance,
  QueryEngineToolInstance,
  ResponseSynthesizerInstance,
} from './retrievalTypes.ts';

interface SubQuestion {
  subQuestion: string;
  toolName: string;
}

/** The model's plan as a JSON array of { subQuestion, toolName }; null when it wrote none. */
export function parseSubQuestions(text: string, tools: string[]): SubQuestion[] | null {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return null;
  try {
    const list = JSON.parse(text.slice(start, end + 1)) as unknown;
    if (!Array.isArray(list)) return null;
    const items = list.filter(
      (x): x is SubQuestion =>
        typeof x?.subQuestion === 'string' && x.subQuestion.trim() !== '' && tools.includes(x?.toolName),
    );
    return items.length ? items : null;
  } catch {
    return null;
  }
}

function planPrompt(question: string, tools: QueryEngineToolInstance[]): string {
  const list = tools.map((t) => `- ${t.name}: ${t.description}`).join('\n');
  return `You can ask these sources:\n${list}\n\nSplit the question below into the fewest sub-questions that each source can answer. Reply with only a JSON array of objects {"subQuestion": string, "toolName": string}.\n\nQuestion: ${question}`;
}

/**
 * Sub Question Query Engine: the model splits the question into sub-questions for the connected
 * query engine tools (each tool gets the whole question when the model writes no usable plan),
 * each is answered by its engine, and the synthesizer answers from those answers.
 */
export const subQuestionQueryEngine = chainComponent(async (ctx) => {
  const tools = instancesOf<QueryEngineToolInstance>(ctx, 'queryEngineTools', 'queryEngineTool');
  if (!tools.length) throw new Error(`Connect at least one QueryEngine Tool`);
  const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  const synthesizer =
    optionalInstanceOf<ResponseSynthesizerInstance>(ctx, 'responseSynthesizer', 'responseSynthesizer') ??
    responseSynthesizer('compactRefine');
  const returnSources = booleanInput(ctx, 'returnSourceDocuments');
  return async (question, answerCtx) => {
    let usage = usageOf(undefined);
    const plan = await askModel(
      model,
      { messages: [{ role: 'user', content: planPrompt(question, tools) }] },
      answerCtx,
    );
    usage = addUsage(usage, plan.usage);
    const subs =
      parseSubQuestions(
        plan.text,
        tools.map((t) => t.name),
      ) ?? tools.map((t) => ({ subQuestion: question, toolName: t.name }));
    const quiet: AnswerContext = { ...answerCtx, token: () => {} };
    const answers: RetrievedDocument[] = [];
    const sources: RetrievedDocument[] = [];
    for (const sub of subs) {
      const tool = tools.find((t) => t.name === sub.toolName) as QueryEngineToolInstance;
      const a = await tool.engine.call(sub.subQuestion, { ...quiet, question: sub.subQuestion });
      if (a.usage) usage = addUsage(usage, a.usage);
      sources.push(...(a.sourceDocuments ?? tool.engine.lastDocuments?.() ?? []));
      answers.push({
        pageContent: `Sub question: ${sub.subQuestion}\nResponse: ${a.text}`,
        metadata: { toolName: sub.toolName },
      });
    }
    const r = await synthesizer.synthesize(model, question, answers, answerCtx);
    return {
      text: r.text,
      usage: addUsage(usage, r.usage),
      ...(returnSources ? { sourceDocuments: sources } : {}),
    };
  };
});

/** QueryEngine Tool: offers a query engine to a sub-question engine under a name. */
export const queryEngineTool: ChatflowComponent = {
  async init(ctx): Promise<QueryEngineToolInstance> {
    const engine = instanceOf<QueryEngineInstance>(ctx, 'baseQueryEngine', 'chain');
    const name = textInput(ctx, 'toolName').trim();
    if (!name) throw new Error(`Give the tool a name`);
    return { kind: 'queryEngineTool', name, description: textInput(ctx, 'toolDesc'), engine };
  },
};
