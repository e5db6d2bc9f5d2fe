import type { FlowRunner } from '../../host/server/engine/flowRunner.ts';
import { definePluginServer } from '../../host/server/plugin/definePluginServer.ts';

/** Says "<prefix><question>" plus what it remembers; streams word by word; see index.ts. */
const echoRunner: FlowRunner = {
  async run({ flow, input, services, streaming, emit, signal, addSecret }) {
    if (input.question === 'fail') throw new Error('echo failed on purpose');
    if (input.question === 'hang') {
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      throw new Error('stopped');
    }
    const chain = flow.nodes.find((n) => n.data.name === 'echoChain');
    const prefix = String(chain?.data.inputs?.prefix ?? '');
    const history = (await services.chatHistory?.()) ?? [];
    const earlier = history.map((m) => `${m.role}:${m.content}`).join(' | ');
    const text = `${prefix}${input.question}${earlier ? ` [remembers ${earlier}]` : ''}`;
    if (streaming) for (const word of text.split(/(?<= )/)) emit('token', word);
    // A secret the runner used: it must not reach the chat record or the client.
    addSecret('sk-echo-secret-value');
    return {
      status: 'FINISHED',
      text,
      sourceDocuments: [{ pageContent: `about ${input.question}`, metadata: { source: 'echo.txt' } }],
      usedTools: [
        { tool: 'echoTool', toolInput: { q: input.question }, toolOutput: 'used sk-echo-secret-value' },
      ],
      ...(input.question === 'json' ? { text: '', json: { answer: 42 } } : {}),
    };
  },
};

export default definePluginServer({ flowRunners: { CHATFLOW: echoRunner } });
