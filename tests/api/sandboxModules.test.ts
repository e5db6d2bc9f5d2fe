import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PgWireTestServer,
  startPgWireTestServer,
} from '../../host/server/sandbox/modules/pgWireTestServer.ts';
import type { FlowEdge, FlowNode } from '../../node-registry/flow.ts';
import { testFlow } from '../../plugins/chatflow/server/chatflowTestFlow.ts';
import { engineHarness, node as n } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

const h = engineHarness();
const { predict } = enginePredict(h);

let hook: Server;
let pgServer: PgWireTestServer;
let hookUrl: string;
const received: { method?: string; body: string; type?: string }[] = [];

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ method: req.method, body, type: req.headers['content-type'] });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ accepted: true, echo: body ? JSON.parse(body) : null }));
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  pgServer = await startPgWireTestServer();
  await pgServer.db.exec(`CREATE TABLE cities (name text NOT NULL, population integer);
    INSERT INTO cities VALUES ('Abu Dhabi', 1480000), ('Al Ain', 766936), ('Dubai', 3600000);`);
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhook`;
});
afterAll(async () => {
  hook.closeAllConnections();
  await new Promise((resolve) => hook.close(resolve));
  await pgServer.close();
});

/** Our own tool in the style of the peer's marketplace tools: require('node-fetch'), JSON.stringify result. */
const webhookTool = () => ({
  name: 'post_webhook',
  description: 'Posts a message to a webhook',
  color: '#4060a0',
  schema: JSON.stringify({
    type: 'object',
    properties: { message: { type: 'string', description: 'Message to send' } },
    required: ['message'],
  }),
  func: `/*
* Properties of the input schema are variables: $message
*/
const fetch = require('node-fetch');
const url = '${hookUrl}';
const options = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: $message, id: require('crypto').createHash('sha1').update($message).digest('hex') })
};
try {
    const response = await fetch(url, options);
    const json = await response.json();
    return JSON.stringify({ status: response.status, accepted: json.accepted, echo: json.echo });
} catch (error) {
    console.error(error);
    return '';
}`,
});

describe('sandbox modules through the API', { timeout: 60_000 }, () => {
  it('a marketplace-style tool requiring node-fetch test-runs and runs saved, through the guarded fetch', async () => {
    const tool = webhookTool();
    const sha1 = createHash('sha1').update('hello').digest('hex');
    const test = await h.call('POST', '/tools/test-run', {
      func: tool.func,
      schema: tool.schema,
      args: { message: 'hello' },
    });
    expect(test.status).toBe(200);
    expect(test.body.ok).toBe(true);
    expect(JSON.parse(test.body.output)).toEqual({
      status: 200,
      accepted: true,
      echo: { message: 'hello', id: sha1 },
    });
    expect(received.at(-1)).toMatchObject({ method: 'POST', type: 'application/json' });

    const saved = await h.call('POST', '/tools', tool);
    expect(saved.status).toBe(201);
    const run = await h.call('POST', `/tools/${saved.body.id}/run`, { args: { message: 'again' } });
    expect(run.body.ok).toBe(true);
    expect(JSON.parse(run.body.output).echo.message).toBe('again');
  });

  it('lists the allowed modules for the canvas', async () => {
    const res = await h.call('GET', '/sandbox/modules');
    expect(res.status).toBe(200);
    expect(res.body.allowed).toEqual([
      'axios',
      'buffer',
      'cheerio',
      'crypto',
      'date-fns',
      'lodash',
      'node-fetch',
      'pg',
      'querystring',
      'typeorm',
      'url',
      'uuid',
    ]);
  });

  it('refuses to save a tool whose code requires a module outside the list, naming it (400, func)', async () => {
    const allowed =
      'Allowed: axios, buffer, cheerio, crypto, date-fns, lodash, node-fetch, pg, querystring, typeorm, url, uuid';
    const created = await h.call('POST', '/tools', {
      ...webhookTool(),
      name: 'reads_files',
      func: "const fs = require('fs'); return fs.readFileSync('/etc/hostname', 'utf8');",
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(`body/func: Module 'fs' is not available in the sandbox. ${allowed}`);
    const list = await h.call('GET', '/tools');
    expect(list.body.some((t: { name: string }) => t.name === 'reads_files')).toBe(false);

    const ok = await h.call('POST', '/tools', { ...webhookTool(), name: 'edited_later' });
    const edited = await h.call('PUT', `/tools/${ok.body.id}`, {
      func: "return require('mongodb').MongoClient",
    });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toContain("Module 'mongodb' is not available in the sandbox");
    expect((await h.call('GET', `/tools/${ok.body.id}`)).body.func).toBe(webhookTool().func);
  });

  it('an agentflow Custom Function using require runs through the prediction API', async () => {
    const id = await h.createFlowFromStart(
      n('customFunctionAgentflow_0', 'customFunctionAgentflow', {
        customFunctionInputVariables: [{ variableName: 'words', variableValue: '{{question}}' }],
        customFunctionJavascriptFunction: `const _ = require('lodash');
const { format } = require('date-fns');
const fetch = require('node-fetch');
const axios = require('axios');
const posted = await axios.post('${hookUrl}', { words: _.words($words).length });
const res = await fetch('${hookUrl}', { method: 'POST', body: JSON.stringify({ upper: _.upperFirst($words) }) });
return [posted.data.echo.words, (await res.json()).echo.upper, format(new Date(2024, 0, 31), 'dd.MM.yyyy')].join(' | ');`,
      }),
      n('directReplyAgentflow_0', 'directReplyAgentflow', {
        directReplyMessage: '{{customFunctionAgentflow_0}}',
      }),
    );
    const res = await predict(id, { question: 'three little words' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('3 | Three little words | 31.01.2024');
  });

  it('validation refuses a Custom Function requiring a module outside the list before the run (400)', async () => {
    const before = received.length;
    const id = await h.createFlowFromStart(
      n('customFunctionAgentflow_0', 'customFunctionAgentflow', {
        customFunctionJavascriptFunction: `await require('node-fetch')('${hookUrl}');
const mysql = require('mysql2');
return 'never';`,
      }),
    );
    const res = await predict(id, { question: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        nodeId: 'customFunctionAgentflow_0',
        field: 'customFunctionJavascriptFunction',
        message: expect.stringMatching(/^Module 'mysql2' is not available in the sandbox\. Allowed: axios, /),
        // with its key and values: the canvas chat says it in the reader's language
        say: expect.objectContaining({ values: expect.objectContaining({ name: 'mysql2' }) }),
      },
    ]);
    expect(received.length).toBe(before);
  });

  it('a chatflow Custom JS Function requiring modules runs; one requiring mysql2 is refused before the run', async () => {
    const chatflow = async (code: string) => {
      const flow = testFlow(
        [{ id: 'fn', name: 'customFunction', output: 'EndingNode', inputs: { javascriptFunction: code } }],
        [],
      );
      const created = await h.call('POST', '/chatflows', {
        name: `fn ${code.length}`,
        type: 'CHATFLOW',
        flowData: JSON.stringify({ nodes: flow.nodes, edges: flow.edges }),
      });
      expect(created.status, created.text).toBe(201);
      return created.body.id as string;
    };
    const ok = await chatflow(
      "const { kebabCase } = require('lodash'); return kebabCase($input) + ' ' + new URL('https://x.io/a?b=1').searchParams.get('b');",
    );
    const res = await predict(ok, { question: 'Hello Big World' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('hello-big-world 1');

    const refused = await chatflow("const mysql = require('mysql2');\nreturn mysql.createConnection({});");
    const bad = await predict(refused, { question: 'hi' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      {
        nodeId: 'fn',
        field: 'javascriptFunction',
        message: expect.stringMatching(/^Module 'mysql2' is not available in the sandbox\. Allowed: /),
        // with its key and values: the canvas chat says it in the reader's language
        say: expect.objectContaining({ values: expect.objectContaining({ name: 'mysql2' }) }),
      },
    ]);
  });

  it("the peer's SQL Agent template runs: its Custom Functions read the schema and run the query with typeorm", async () => {
    const file = '../../../shared/fixtures/flowise-templates/agentflowsv2/SQL Agent.json';
    const t = JSON.parse(await readFile(new URL(file, import.meta.url), 'utf8')) as {
      nodes: FlowNode[];
      edges: FlowEdge[];
    };
    for (const node of t.nodes) {
      const inputs = (node.data.inputs ?? {}) as Record<string, unknown>;
      for (const key of ['llmModel', 'conditionAgentModel']) {
        if (inputs[key]) Object.assign(inputs, h.model(key.slice(0, -'Model'.length)));
      }
      // the user's own database in place of the template's example one
      const code = inputs.customFunctionJavascriptFunction;
      if (typeof code === 'string') {
        inputs.customFunctionJavascriptFunction = code.replace(
          'const PORT = 5555;',
          `const PORT = ${pgServer.port};`,
        );
      }
    }
    const id = await h.createFlow(t.nodes, t.edges);
    h.llm.enqueue({
      json: { sql_query: 'SELECT name FROM cities WHERE population > 1000000 ORDER BY name' },
    });
    h.llm.enqueue({ text: '{"output": "SQL query is correct and does not contains mistakes"}' });
    h.llm.enqueue({ text: '{"output": "Result is correct and does not contains error"}' });
    h.llm.enqueue({ text: 'Abu Dhabi and Dubai have over a million people.' });
    const res = await predict(id, { question: 'Which cities have over a million people?' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('Abu Dhabi and Dubai have over a million people.');
    const sent = h.llm.requests.map((r) => JSON.stringify(r.body.messages));
    expect(sent[0]).toContain('CREATE TABLE cities (name TEXT NOT NULL, population INTEGER )');
    expect(sent[0]).toContain('Abu Dhabi 1480000');
    const result = JSON.parse(String(h.llm.requests[2]?.body.messages?.at(-1)?.content)).input;
    expect(result).toBe(
      'SELECT name FROM cities WHERE population > 1000000 ORDER BY name\nname\nAbu Dhabi\nDubai',
    );
  });
});
