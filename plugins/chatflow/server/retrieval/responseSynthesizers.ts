import type { TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { addUsage, usageOf } from '../../../agentflow/public.ts';
import { formatPrompt } from '../../common/formatPrompt.ts';
import { askModel } from '../agents/askModel.ts';
import { textInput } from '../componentInputs.ts';
import type { AnswerContext, ChatflowComponent, ChatModelInstance } from '../componentTypes.ts';
import type { ResponseSynthesizerInstance } from './retrievalTypes.ts';

export const TEXT_QA_PROMPT =
  'Context:\n---------------------\n{context}\n---------------------\nAnswer the question from the context above only.\nQuestion: {query}\nAnswer:';
export const REFINE_PROMPT =
  'Question: {query}\nCurrent answer: {existingAnswer}\nMore context:\n------------\n{context}\n------------\nImprove the current answer with this context if it helps; otherwise repeat it unchanged.\nAnswer:';
export const TREE_PROMPT =
  'Passages from several sources:\n---------------------\n{context}\n---------------------\nFrom these passages only, answer the question.\nQuestion: {query}\nAnswer:';

/** Characters of passages one model call gets (compact modes pack passages up to it). */
const PACK_CHARS = 6000;

/** Passage texts packed into as few groups as fit PACK_CHARS (a longer passage is its own group). */
export function packTexts(texts: string[], limit = PACK_CHARS): string[] {
  const packs: string[] = [];
  let current = '';
  for (const t of texts) {
    if (current && current.length + t.length + 2 > limit) {
      packs.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${t}` : t;
  }
  if (current) packs.push(current);
  return packs;
}

type Mode = 'compactRefine' | 'refine' | 'simple' | 'treeSummarize';

/**
 * The response synthesizers of query engines: how passages become one answer. simple: all at
 * once; refine: an answer from the first passage, improved with each next one; compact and
 * refine: the same over packed groups of passages; tree summarize: each group answered, then the
 * answers answered together until one is left. The last model call streams.
 */
export function responseSynthesizer(
  mode: Mode,
  prompts: { textQA?: string; refine?: string; tree?: string } = {},
): ResponseSynthesizerInstance {
  const textQA = prompts.textQA || TEXT_QA_PROMPT;
  const refine = prompts.refine || REFINE_PROMPT;
  const tree = prompts.tree || TREE_PROMPT;
  return {
    kind: 'responseSynthesizer',
    async synthesize(model: ChatModelInstance, query: string, docs: RetrievedDocument[], ctx: AnswerContext) {
      let usage: TokenUsage = usageOf(undefined);
      const ask = async (prompt: string, last: boolean) => {
        const r = await askModel(model, { messages: [{ role: 'user', content: prompt }] }, ctx, {
          stream: last,
        });
        usage = addUsage(usage, r.usage);
        return r.text;
      };
      const texts = docs.map((d) => d.pageContent);
      if (mode === 'simple' || texts.length === 0)
        return { text: await ask(formatPrompt(textQA, { context: texts.join('\n\n'), query }), true), usage };
      if (mode === 'treeSummarize') {
        let level = packTexts(texts);
        while (level.length > 1) {
          const answers: string[] = [];
          for (const pack of level)
            answers.push(await ask(formatPrompt(tree, { context: pack, query }), false));
          level = packTexts(answers);
        }
        return { text: await ask(formatPrompt(tree, { context: level[0] ?? '', query }), true), usage };
      }
      const groups = mode === 'refine' ? texts : packTexts(texts);
      let answer = await ask(formatPrompt(textQA, { context: groups[0] ?? '', query }), groups.length === 1);
      for (let i = 1; i < groups.length; i++)
        answer = await ask(
          formatPrompt(refine, { context: groups[i] ?? '', query, existingAnswer: answer }),
          i === groups.length - 1,
        );
      return { text: answer, usage };
    },
  };
}

/** The four synthesizer nodes, by their peer names. */
export const SYNTHESIZER_NODES: Record<string, ChatflowComponent> = {
  compactrefineLlamaIndex: {
    init: async (ctx) =>
      responseSynthesizer('compactRefine', {
        textQA: textInput(ctx, 'textQAPrompt'),
        refine: textInput(ctx, 'refinePrompt'),
      }),
  },
  refineLlamaIndex: {
    init: async (ctx) =>
      responseSynthesizer('refine', {
        textQA: textInput(ctx, 'textQAPrompt'),
        refine: textInput(ctx, 'refinePrompt'),
      }),
  },
  simpleResponseBuilderLlamaIndex: { init: async () => responseSynthesizer('simple') },
  treeSummarizeLlamaIndex: {
    init: async (ctx) => responseSynthesizer('treeSummarize', { tree: textInput(ctx, 'prompt') }),
  },
};
