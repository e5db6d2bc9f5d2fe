import { describe, expect, it } from 'vitest';
import type { Flow, FlowEdge, FlowNode } from '../../../node-registry/flow.ts';
import type { InputAnchor, NodeDefinition } from '../../../node-registry/types.ts';
import { chatflowTestRequest } from './chatflowTestRequest.ts';
import type { ComponentCatalogue } from './componentCatalogue.ts';
import type { BuildContext, ChatflowComponent } from './componentTypes.ts';
import { runChatflow } from './runChatflow.ts';

/** A saved node as the peer's canvas keeps it: anchors, params and the inputs. */
function node(
  id: string,
  name: string,
  inputs: Record<string, unknown> = {},
  anchors: InputAnchor[] = [],
): FlowNode {
  return {
    id,
    type: name === 'stickyNote' ? 'stickyNote' : 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: name,
      inputs,
      inputAnchors: anchors.map((a) => ({ ...a, id: `${id}-input-${a.name}-${a.type}` })),
      inputParams: Object.keys(inputs).map((k) => ({
        label: k,
        name: k,
        type: k === 'values' ? 'json' : 'string',
      })),
    },
  };
}

const edge = (source: string, target: string, input: string, type = 'X'): FlowEdge => ({
  id: `${source}-${target}-${input}`,
  source,
  target,
  sourceHandle: `${source}-output-${source}-${type}`,
  targetHandle: `${target}-input-${input}-${type}`,
});

/** Fake components that record what they were built with. */
function catalogue(
  extra: Record<string, ChatflowComponent> = {},
  defs: Record<string, Partial<NodeDefinition>> = {},
) {
  const built: { id: string; inputs: Record<string, unknown> }[] = [];
  const record = (value: (ctx: BuildContext) => unknown): ChatflowComponent => ({
    async init(ctx) {
      built.push({ id: ctx.node.id, inputs: ctx.inputs });
      return value(ctx);
    },
  });
  const components: Record<string, ChatflowComponent> = {
    leaf: record((ctx) => `leaf:${ctx.node.id}`),
    chain: {
      ...record((ctx) => ({ kind: 'chain', inputs: ctx.inputs })),
      async answer(_instance, ctx) {
        ctx.token('to');
        ctx.token('ken');
        return { text: `answered ${ctx.question}` };
      },
    },
    quiet: {
      ...record(() => 'quiet'),
      answer: async () => ({ text: 'whole answer', sourceDocuments: [{ pageContent: 'doc', metadata: {} }] }),
    },
    ...extra,
  };
  const cat: ComponentCatalogue = {
    definition: (name) => defs[name] as NodeDefinition | undefined,
    component: (name) => (components[name] ? Promise.resolve(components[name]!) : undefined),
  };
  return { cat, built };
}

const flow = (nodes: FlowNode[], edges: FlowEdge[]): Flow => ({ nodes, edges });

describe('runChatflow', () => {
  it('builds what the ending node depends on in dependency order, wiring anchors and list anchors', async () => {
    const { cat, built } = catalogue();
    const f = flow(
      [
        node('end', 'chain', {}, [
          { label: 'Model', name: 'model', type: 'X' },
          { label: 'Tools', name: 'tools', type: 'X', list: true },
          { label: 'Memory', name: 'memory', type: 'X', optional: true },
        ]),
        node('t2', 'leaf'),
        node('model', 'leaf'),
        node('t1', 'leaf'),
        node('unrelated', 'leaf'),
        node('note', 'stickyNote'),
      ],
      [edge('t1', 'end', 'tools'), edge('model', 'end', 'model'), edge('t2', 'end', 'tools')],
    );
    const { req } = chatflowTestRequest(f, { question: 'Hi' });
    const result = await runChatflow(req, cat);
    expect(result).toMatchObject({ status: 'FINISHED', text: 'answered Hi' });
    // the node that leads nowhere and the sticky note are not built; the ending node comes last
    expect(built.map((b) => b.id).sort()).toEqual(['end', 'model', 't1', 't2']);
    expect(built.at(-1)!.id).toBe('end');
    expect(built.at(-1)!.inputs).toEqual({
      model: 'leaf:model',
      tools: ['leaf:t1', 'leaf:t2'],
      memory: undefined,
    });
  });

  it('resolves {{question}}, {{chat_history}}, $vars, $flow and node instances in params (JSON stays JSON)', async () => {
    const { cat, built } = catalogue({
      json: { init: async () => ({ said: 'a "quoted"\nline' }) },
    });
    const f = flow(
      [
        node('first', 'leaf'),
        node('obj', 'json'),
        node('end', 'chain', {
          text: 'Q={{question}} V={{ $vars.tone }} C={{$flow.chatId}} H={{chat_history}} U={{unknown}}',
          whole: '{{obj.data.instance}}',
          values: '{"from":"{{first.data.instance}}","obj":"{{obj.data.instance}}"}',
        }),
      ],
      [edge('first', 'end', 'values'), edge('obj', 'end', 'values')],
    );
    const { req } = chatflowTestRequest(f, {
      question: 'why?',
      vars: { tone: 'calm' },
      chatId: 'c-9',
      history: [
        { role: 'user', content: 'earlier' },
        { role: 'assistant', content: 'reply' },
      ],
    });
    expect((await runChatflow(req, cat)).status).toBe('FINISHED');
    const inputs = built.find((b) => b.id === 'end')!.inputs;
    expect(inputs.text).toBe('Q=why? V=calm C=c-9 H=user: earlier\nassistant: reply U={{unknown}}');
    expect(inputs.whole).toEqual({ said: 'a "quoted"\nline' });
    expect(JSON.parse(inputs.values as string)).toEqual({
      from: 'leaf:first',
      obj: JSON.stringify({ said: 'a "quoted"\nline' }),
    });
  });

  it('fills unset params with the definition defaults', async () => {
    const { cat, built } = catalogue(
      {},
      { chain: { inputs: [{ label: 'K', name: 'k', type: 'number', default: 4 }] } },
    );
    const { req } = chatflowTestRequest(flow([node('end', 'chain', { k: '' })], []));
    await runChatflow(req, cat);
    expect(built[0]!.inputs.k).toBe(4);
  });

  it('streams the ending node tokens; an answer that did not stream goes out whole, with its documents', async () => {
    const { cat } = catalogue();
    const streamed = chatflowTestRequest(flow([node('end', 'chain')], []), { streaming: true });
    await runChatflow(streamed.req, cat);
    expect(streamed.tokens()).toEqual(['to', 'ken']);

    const whole = chatflowTestRequest(flow([node('end', 'quiet')], []), { streaming: true });
    const result = await runChatflow(whole.req, cat);
    expect(whole.tokens()).toEqual(['whole answer']);
    expect(whole.events.map((e) => e.event)).toEqual(['token', 'sourceDocuments']);
    expect(result.sourceDocuments).toHaveLength(1);

    const plain = chatflowTestRequest(flow([node('end', 'chain')], []));
    await runChatflow(plain.req, cat);
    expect(plain.events).toEqual([]);
  });

  it('refuses a flow whose ending node cannot answer, or that has several, naming the nodes', async () => {
    const { cat } = catalogue();
    const noAnswer = await runChatflow(chatflowTestRequest(flow([node('m', 'leaf')], [])).req, cat);
    expect(noAnswer).toMatchObject({
      status: 'ERROR',
      error: expect.stringMatching(/^leaf \(m\): cannot end a chatflow/),
    });
    const two = await runChatflow(
      chatflowTestRequest(flow([node('a', 'chain'), node('b', 'chain')], [])).req,
      cat,
    );
    expect(two.error).toMatch(/several ending nodes: chain \(a\), chain \(b\)/);
    const unknown = await runChatflow(
      chatflowTestRequest(
        flow(
          [node('x', 'mystery'), node('end', 'chain', {}, [{ label: 'M', name: 'm', type: 'X' }])],
          [edge('x', 'end', 'm')],
        ),
      ).req,
      cat,
    );
    expect(unknown.error).toMatch(/^mystery \(x\): 'mystery' is not a chatflow node/);
  });

  it('says why an unavailable node cannot run before building anything', async () => {
    const { cat, built } = catalogue({}, { chain: { unavailable: 'needs a service this server lacks' } });
    const result = await runChatflow(chatflowTestRequest(flow([node('end', 'chain')], [])).req, cat);
    expect(result.error).toBe('chain (end): needs a service this server lacks');
    expect(built).toEqual([]);
  });

  it('names the failing node and never repeats a credential value in the error', async () => {
    const { cat } = catalogue({
      leaky: {
        async init(ctx) {
          const c = await ctx.credential();
          throw new Error(`401 for key ${String(c.apiKey)}\nwith a body`);
        },
      },
    });
    const n = node('model', 'leaky');
    n.data.credential = 'cred-1';
    const f = flow(
      [n, node('end', 'chain', {}, [{ label: 'M', name: 'm', type: 'X' }])],
      [edge('model', 'end', 'm')],
    );
    const { req, secrets } = chatflowTestRequest(f, {
      credentials: { 'cred-1': { apiKey: 'sk-very-secret' } },
    });
    const result = await runChatflow(req, cat);
    expect(result).toMatchObject({ status: 'ERROR', error: 'leaky (model): 401 for key [redacted]' });
    expect(secrets).toContain('sk-very-secret');
  });

  it('does not repeat the node label when a component already put it in its message', async () => {
    const { cat } = catalogue({
      selfNaming: {
        async init(ctx) {
          throw new Error(`${ctx.node.data.label}: connect a model`);
        },
        answer: async () => ({ text: '' }),
      },
    });
    const result = await runChatflow(chatflowTestRequest(flow([node('s', 'selfNaming')], [])).req, cat);
    expect(result.error).toBe('selfNaming (s): connect a model');
  });

  it('stops when the run is aborted', async () => {
    const controller = new AbortController();
    const { cat } = catalogue({
      slow: {
        async init() {
          controller.abort();
          return 'x';
        },
      },
    });
    const f = flow(
      [node('s', 'slow'), node('end', 'chain', {}, [{ label: 'M', name: 'm', type: 'X' }])],
      [edge('s', 'end', 'm')],
    );
    const result = await runChatflow(chatflowTestRequest(f, { signal: controller.signal }).req, cat);
    expect(result.status).toBe('STOPPED');
  });

  it('reports a cycle by a node in it', async () => {
    const { cat } = catalogue();
    const anchors = [{ label: 'M', name: 'm', type: 'X' }];
    const f = flow(
      [node('a', 'leaf', {}, anchors), node('b', 'leaf', {}, anchors), node('end', 'chain', {}, anchors)],
      [edge('a', 'b', 'm'), edge('b', 'a', 'm'), edge('b', 'end', 'm')],
    );
    const result = await runChatflow(chatflowTestRequest(f).req, cat);
    expect(result.error).toMatch(/cycle through leaf \((a|b)\)/);
  });

  it('builds only the branch an If Else takes; the end behind it answers', async () => {
    const { cat } = catalogue(
      {
        branch: {
          async init(ctx) {
            return {
              kind: 'branch',
              output: ctx.run.input.question === 'yes' ? 'returnTrue' : 'returnFalse',
              value: 'v',
            };
          },
        },
        endA: { init: async () => 'a', answer: async () => ({ text: 'took true' }) },
        endB: { init: async () => 'b', answer: async () => ({ text: 'took false' }) },
      },
      {
        branch: {
          outputs: [
            { label: 'T', name: 'returnTrue', isAnchor: true },
            { label: 'F', name: 'returnFalse', isAnchor: true },
          ],
        },
      },
    );
    const out = (source: string, output: string, target: string): FlowEdge => ({
      id: `${source}-${output}-${target}`,
      source,
      target,
      sourceHandle: `${source}-output-${output}-string|json`,
      targetHandle: `${target}-input-in-string`,
    });
    const f = flow(
      [node('if', 'branch'), node('a', 'endA'), node('b', 'endB')],
      [out('if', 'returnTrue', 'a'), out('if', 'returnFalse', 'b')],
    );
    expect((await runChatflow(chatflowTestRequest(f, { question: 'yes' }).req, cat)).text).toBe('took true');
    expect((await runChatflow(chatflowTestRequest(f, { question: 'no' }).req, cat)).text).toBe('took false');
  });

  it('builds Set Variable before Get Variable when nothing else orders them', async () => {
    const order: string[] = [];
    const { cat } = catalogue({
      getVariable: {
        async init(ctx) {
          order.push('get');
          return ctx.variables.get('x');
        },
      },
      setVariable: {
        async init(ctx) {
          order.push('set');
          ctx.variables.set('x', 'stored');
          return 'stored';
        },
      },
      echo: {
        init: async (ctx) => ctx.inputs,
        answer: async (instance) => ({ text: JSON.stringify(instance) }),
      },
    });
    const anchors = [
      { label: 'G', name: 'g', type: 'X' },
      { label: 'S', name: 's', type: 'X' },
    ];
    const f = flow(
      [node('get', 'getVariable'), node('set', 'setVariable'), node('end', 'echo', {}, anchors)],
      [edge('get', 'end', 'g'), edge('set', 'end', 's')],
    );
    const result = await runChatflow(chatflowTestRequest(f).req, cat);
    expect(order).toEqual(['set', 'get']);
    expect(JSON.parse(result.text)).toEqual({ g: 'stored', s: 'stored' });
  });
});
