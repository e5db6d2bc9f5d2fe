import { describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '../../node-registry/rules/flowReferences.ts';
import { RULE_TEXTS } from '../../node-registry/rules/ruleMessage.ts';
import { ADD_NUMBERS_TOOL, engineHarness, node as n, parseSse } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

const h = engineHarness();
const { predict } = enginePredict(h);

describe('validation tells the truth about tools and credentials before the run', () => {
  it('a tool that is neither built in nor saved answers 400 naming it, and nothing runs', async () => {
    const agent = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentTools: [
          { agentSelectedTool: 'calculator' },
          { agentSelectedTool: 'slackMCPx' },
          { agentSelectedTool: 'writeFile' },
        ],
      }),
    );
    h.llm.reset();
    const res = await predict(agent, { question: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        nodeId: 'agentAgentflow_0',
        field: 'agentTools[1].agentSelectedTool',
        message: REFERENCE_MESSAGES.unknownTool('slackMCPx'),
        say: { text: RULE_TEXTS.unknownTool, values: { ref: 'slackMCPx' }, nodeValues: {} },
      },
      {
        nodeId: 'agentAgentflow_0',
        field: 'agentTools[2].agentSelectedTool',
        message: 'Write File is switched off on this server (ENABLE_FILE_TOOLS)',
        // with its key and values: the canvas chat says it in the reader's language
        say: {
          text: RULE_TEXTS.toolSwitchedOff,
          values: { setting: 'ENABLE_FILE_TOOLS' },
          nodeValues: { tool: 'Write File' },
        },
      },
    ]);
    expect(h.llm.requests).toHaveLength(0);
    // The widget shows the error event's text as it is: said in the visitor's language.
    const german = await h.call(
      'POST',
      `/prediction/${agent}`,
      { question: 'hi', streaming: true },
      { accept: 'text/event-stream', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    );
    expect(parseSse(german.text)[0]).toEqual({
      event: 'error',
      data: [
        'Der Flow kann nicht laufen:',
        "• Werkzeug 'slackMCPx' existiert nicht: Es ist weder ein eingebautes Werkzeug noch ein Werkzeug dieses Workspace.",
        '• Datei schreiben ist auf diesem Server ausgeschaltet (ENABLE_FILE_TOOLS)',
      ].join('\n'),
    });
    expect(h.llm.requests).toHaveLength(0);

    const tool = await h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        toolAgentflowSelectedTool: 'no_such_tool',
        toolInputArgs: [{ inputArgName: 'a', inputArgValue: '1' }],
      }),
    );
    const streamed = await predict(tool, { question: 'hi', streaming: true });
    expect(streamed.status).toBe(400);
    expect(streamed.body.errors[0].message).toBe(REFERENCE_MESSAGES.unknownTool('no_such_tool'));
    // The peer's embed widget reads a stream as an event stream and shows only an error event's text.
    const widget = await h.call(
      'POST',
      `/prediction/${tool}`,
      { question: 'hi', streaming: true },
      { accept: 'text/event-stream' },
    );
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toContain('text/event-stream');
    expect(parseSse(widget.text)).toEqual([
      { event: 'error', data: `The flow cannot run:\n• ${REFERENCE_MESSAGES.unknownTool('no_such_tool')}` },
      { event: 'end', data: '[DONE]' },
    ]);
    expect(h.llm.requests).toHaveLength(0);
  });

  it('a credential that does not exist answers 400 naming it; built-in and saved tools pass', async () => {
    expect((await h.call('POST', '/tools', ADD_NUMBERS_TOOL)).status).toBe(201);
    const flow = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentTools: [
          { agentSelectedTool: 'add_numbers' },
          { agentSelectedTool: 'braveSearchAPI', agentSelectedToolConfig: { credential: 'c-gone' } },
        ],
      }),
    );
    const res = await predict(flow, { question: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        nodeId: 'agentAgentflow_0',
        field: 'agentTools[1].agentSelectedToolConfig.credential',
        message: REFERENCE_MESSAGES.unknownCredential('c-gone'),
        say: { text: RULE_TEXTS.unknownCredential, values: { ref: 'c-gone' }, nodeValues: {} },
      },
    ]);
    const ok = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentTools: [{ agentSelectedTool: 'add_numbers' }, { agentSelectedTool: 'currentDateTime' }],
      }),
    );
    h.llm.reset();
    h.llm.enqueue({ text: 'fine' });
    const ran = await predict(ok, { question: 'hi' });
    expect(ran.status).toBe(200);
    expect(h.llm.requests[0]?.body.tools?.map((t) => t.function.name)).toEqual([
      'add_numbers',
      'current_date_time',
    ]);
  });
});
