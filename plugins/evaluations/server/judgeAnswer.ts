import type { EngineServices } from '../../../host/server/engine/engineTypes.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { createChatModel, generateReply } from '../../agentflow/public.ts';
import { resolveCredential } from '../../credentials/public.ts';
import type { EvaluatorSnapshot, EvaluatorVerdict, LlmEvaluatorConfig } from '../common/evaluationTypes.ts';
import type { RunSample } from '../common/checkOutput.ts';

const VERDICT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['grade', 'reasoning'],
  properties: {
    grade: {
      type: 'integer',
      minimum: 1,
      maximum: 5,
      description: '1 (wrong) to 5 (fully meets the rubric)',
    },
    reasoning: { type: 'string', description: 'One or two sentences on why' },
  },
};

const SYSTEM =
  'You grade the answer an AI application gave to a question, following the rubric you are given. ' +
  'Grade from 1 (fails the rubric) to 5 (fully meets it) and say briefly why. Judge only the answer.';

/**
 * An LLM judge's verdict on one answer: the evaluator's chat model (through the same model layer,
 * credentials and guarded fetch as flows) grades it 1-5 with a structured answer; it passes at the
 * evaluator's pass grade. A judge that fails to answer gives a failing verdict saying why.
 */
export async function judgeAnswer(
  ctx: Pick<ServerContext, 'db' | 'config'>,
  workspaceId: string,
  evaluator: EvaluatorSnapshot,
  sample: RunSample,
  signal: AbortSignal,
): Promise<EvaluatorVerdict> {
  const c = evaluator.config as LlmEvaluatorConfig;
  const base = { id: evaluator.id, name: evaluator.name, type: evaluator.type };
  try {
    const services = {
      credential: (id: string) => resolveCredential(ctx.db, workspaceId, id, ctx.config),
      allowPrivate: ctx.config.allowPrivate,
    } as Pick<EngineServices, 'credential' | 'allowPrivate'> as EngineServices;
    const chat = await createChatModel(c.model, c.modelConfig, { services, addSecret: () => {} });
    const content = [
      `Rubric:\n${c.rubric}`,
      `Question:\n${sample.input}`,
      sample.expectedOutput ? `Expected answer:\n${sample.expectedOutput}` : '',
      `Answer to grade:\n${sample.output}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const reply = await generateReply(
      { isLastNode: false, streaming: false, emit: () => {}, signal },
      chat,
      { system: SYSTEM, messages: [{ role: 'user', content }] },
      VERDICT_SCHEMA,
    );
    const grade = Math.max(1, Math.min(5, Math.round(Number(reply.object?.grade))));
    if (!Number.isFinite(grade)) throw new Error('the judge gave no grade');
    const reasoning = typeof reply.object?.reasoning === 'string' ? reply.object.reasoning : '';
    return {
      ...base,
      pass: grade >= c.passGrade,
      grade,
      detail: `grade ${grade}/5 (pass at ${c.passGrade}): ${reasoning}`.trim(),
    };
  } catch (err) {
    if (signal.aborted) throw err;
    return { ...base, pass: false, detail: `the judge failed: ${(err as Error).message}` };
  }
}
