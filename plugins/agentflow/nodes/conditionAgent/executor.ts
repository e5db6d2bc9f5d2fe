import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';
import { createChatModel } from '../../server/models/createChatModel.ts';
import { generateReply } from '../../server/models/generateReply.ts';
import { findBestScenarioIndex, parseScenarioAnswer } from './findBestScenario.ts';

const SYSTEM = [
  'You are part of a workflow. Read the input and pick the ONE scenario that fits it best.',
  'Answer only with JSON: {"output": "<the scenario, written exactly as given>"}.',
].join('\n');

/** Condition Agent: a model picks one of the scenarios; its output handle is the one taken. */
export const conditionAgentExecutor: NodeExecutor = {
  async run(ctx) {
    const i = ctx.inputs;
    const scenarios = (Array.isArray(i.conditionAgentScenarios) ? i.conditionAgentScenarios : [])
      .map((s: { scenario?: unknown }) => String(s?.scenario ?? ''))
      .filter((s: string) => s.trim());
    if (!scenarios.length) throw new Error('Condition Agent: add at least one scenario');
    const chat = await createChatModel(
      i.conditionAgentModel,
      i.conditionAgentModelConfig as Record<string, unknown>,
      ctx,
    );
    const system =
      i.conditionAgentOverrideSystemPrompt === true && typeof i.conditionAgentSystemPrompt === 'string'
        ? i.conditionAgentSystemPrompt
        : SYSTEM;
    const user = JSON.stringify({
      input: String(i.conditionAgentInput ?? ctx.input.question ?? ''),
      scenarios,
      instruction: String(i.conditionAgentInstructions ?? ''),
    });
    const reply = await generateReply({ ...ctx, isLastNode: false }, chat, {
      system,
      messages: [{ role: 'user', content: user }],
    });
    const answer = parseScenarioAnswer(reply.text);
    const picked = findBestScenarioIndex(answer, scenarios);
    const conditions = scenarios.map((scenario: string, idx: number) => ({
      output: scenario,
      isFulfilled: idx === picked,
    }));
    return { output: { content: scenarios[picked], conditions }, conditions, usage: reply.usage };
  },
};
