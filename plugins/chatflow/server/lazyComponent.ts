import type { ChatflowComponent } from './componentTypes.ts';

/**
 * A component whose code loads the first time a flow builds it (the catalogue is large; a server
 * start loads none of it). `answers` marks ending nodes (chains, agents, engines), so only they
 * offer `answer`.
 */
export function lazyComponent(
  load: () => Promise<ChatflowComponent>,
  options: { answers?: boolean } = {},
): ChatflowComponent {
  let loaded: Promise<ChatflowComponent> | undefined;
  const get = () => {
    loaded ??= load();
    return loaded;
  };
  const component: ChatflowComponent = { init: async (ctx) => (await get()).init(ctx) };
  if (options.answers)
    component.answer = async (instance, ctx) => {
      const real = await get();
      if (!real.answer) throw new Error(`${ctx.node.data.label ?? ctx.node.data.name} cannot answer`);
      return real.answer(instance, ctx);
    };
  return component;
}
