import type { ToolProvider } from '../../host/server/engine/toolProvider.ts';
import { definePluginServer } from '../../host/server/plugin/definePluginServer.ts';

/** `greeterKit`: its config names the greeting; it gives two tools (a toolkit). */
const greeterKit: ToolProvider = {
  name: 'greeterKit',
  label: 'Greeter kit',
  description: 'Greets people and counts letters',
  category: 'Tools',
  inputs: [{ label: 'Greeting', name: 'greeting', type: 'string', default: 'Hello' }],
  async tools(config, ctx) {
    const greeting = typeof config.greeting === 'string' ? config.greeting : 'Hello';
    return [
      {
        name: 'greet',
        description: 'Greets a person by name',
        schema: { type: 'object', properties: { who: { type: 'string' } }, required: ['who'] },
        run: async (args) =>
          `${greeting}, ${String(args.who)} (from ${ctx.baseURL('greeterKit', 'nowhere')})`,
      },
      {
        name: 'count_letters',
        description: 'Counts the letters of a word',
        schema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
        run: async (args) => String(String(args.word).length),
      },
    ];
  },
};

export default definePluginServer({ toolProviders: [greeterKit] });
