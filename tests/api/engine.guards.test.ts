import { describe, expect, it } from 'vitest';
import { edge as e, engineHarness, node as n, startNode as start } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

// no HTTP_ALLOW_PRIVATE: the HTTP node must not reach the model server on 127.0.0.1
const h = engineHarness({ env: { HTTP_ALLOW_PRIVATE: '' } });
const { predict, execution } = enginePredict(h);

describe('engine through the prediction API: sandbox, refused requests and self-calls', () => {
  it('custom function: sandboxed ($vars, $flow), escapes fail, infinite loops time out', async () => {
    const fn = (code: string) =>
      h.createFlow(
        [
          start(),
          n('customFunctionAgentflow_0', 'customFunctionAgentflow', {
            customFunctionInputVariables: [{ variableName: 'name', variableValue: '{{question}}' }],
            customFunctionJavascriptFunction: code,
          }),
        ],
        [e('startAgentflow_0', 'customFunctionAgentflow_0')],
      );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the user code itself is a template literal
    const ok = await predict(await fn('return `hi ${$name} in ${$flow.sessionId}`;'), {
      question: 'Ann',
      overrideConfig: { sessionId: 'sx' },
    });
    expect(ok.body.text).toBe('hi Ann in sx');
    const escaped = await predict(await fn("return this.constructor.constructor('return process')().env;"), {
      question: 'x',
    });
    expect(escaped.status).toBe(500);
    expect(escaped.body.message).toMatch(/Custom Function failed/);
    expect(escaped.text).not.toContain('PATH');
    const loop = await predict(await fn('while (true) {}'), { question: 'x' });
    expect(loop.status).toBe(500);
    expect(loop.body.message).toContain('timeout');
    expect((await execution(loop.body.executionId)).state).toBe('ERROR');
  });

  it('HTTP node refuses 127.0.0.1 and the retriever names a document store that does not exist', async () => {
    const http = await h.createFlow(
      [start(), n('httpAgentflow_0', 'httpAgentflow', { method: 'GET', url: `${h.llm.baseURL}/models` })],
      [e('startAgentflow_0', 'httpAgentflow_0')],
    );
    const refused = await predict(http, { question: 'x' });
    expect(refused.status).toBe(500);
    expect(refused.body.message).toMatch(/HTTP request refused or failed/);
    expect(h.llm.requests).toHaveLength(0);
    const retriever = await h.createFlow(
      [
        start(),
        n('retrieverAgentflow_0', 'retrieverAgentflow', {
          retrieverQuery: '{{question}}',
          retrieverKnowledgeDocumentStores: [{ documentStore: 'store-1:papers' }],
        }),
      ],
      [e('startAgentflow_0', 'retrieverAgentflow_0')],
    );
    const r = await predict(retriever, { question: 'x' });
    expect(r.status).toBe(500);
    expect(r.body.message).toMatch(/Document store store-1 not found/);
  });

  it('Execute Flow runs another flow, never itself', async () => {
    const child = await h.createFlow(
      [
        start(),
        n('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: 'child got {{question}}' }),
      ],
      [e('startAgentflow_0', 'directReplyAgentflow_0')],
    );
    const parent = await h.createFlow(
      [
        start(),
        n('executeFlowAgentflow_0', 'executeFlowAgentflow', {
          executeFlowSelectedFlow: child,
          executeFlowInput: 'up {{question}}',
        }),
      ],
      [e('startAgentflow_0', 'executeFlowAgentflow_0')],
    );
    const res = await predict(parent, { question: 'q' });
    expect(res.body.text).toBe('child got up q');
    const selfId = await h.createFlow([start()], []);
    await h.server.app.brains.db
      .updateTable('chat_flow')
      .set({
        flow_data: JSON.stringify({
          nodes: [
            start(),
            n('executeFlowAgentflow_0', 'executeFlowAgentflow', {
              executeFlowSelectedFlow: selfId,
              executeFlowInput: 'x',
            }),
          ],
          edges: [e('startAgentflow_0', 'executeFlowAgentflow_0')],
        }),
      })
      .where('id', '=', selfId)
      .execute();
    const self = await predict(selfId, { question: 'q' });
    expect(self.status).toBe(500);
    expect(self.body.message).toBe('Execute Flow cannot call the flow it belongs to');
  });
});
