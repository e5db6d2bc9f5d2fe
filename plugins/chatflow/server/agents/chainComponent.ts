import type {
  Answer,
  AnswerContext,
  BuildContext,
  ChainInstance,
  ChatflowComponent,
} from '../componentTypes.ts';

/**
 * An ending node (agent, chain, engine) as a component: `build` checks the inputs and returns how
 * it answers. The instance is a ChainInstance, so a Chain Tool can hand the node to an agent.
 */
export function chainComponent(
  build: (ctx: BuildContext) => Promise<(question: string, ctx: AnswerContext) => Promise<Answer>>,
): ChatflowComponent {
  return {
    async init(ctx): Promise<ChainInstance> {
      const call = await build(ctx);
      return { kind: 'chain', name: ctx.node.data.label, call };
    },
    async answer(instance, ctx) {
      return (instance as ChainInstance).call(ctx.question, ctx);
    },
  };
}
