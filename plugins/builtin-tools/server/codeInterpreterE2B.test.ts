import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/http/recordingServer.ts';
import { codeInterpreterE2B } from './codeInterpreterE2B.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';

const lines = (...msgs: object[]) => msgs.map((m) => JSON.stringify(m)).join('\n');
const sandboxes = new Set<string>();
let next = 0;

// E2B's control API (create, delete a sandbox) and a sandbox's Jupyter `/execute` stream, as the
// official SDK speaks them; "Python" here is three canned cells, the protocol is what is checked.
const e2b = await startRecordingServer((r) => {
  if (r.method === 'POST' && r.path === '/api/v2/sandboxes') {
    if (r.headers['x-api-key'] !== 'e2b-key')
      return { status: 401, body: { code: 401, message: 'Invalid API key' } };
    const body = JSON.parse(r.body);
    if (body.templateID !== 'code-interpreter-v1') return { status: 400, body: { message: 'template' } };
    const id = `sbx${++next}`;
    sandboxes.add(id);
    return {
      status: 201,
      body: {
        sandboxID: id,
        templateID: body.templateID,
        envdVersion: '0.2.0',
        envdAccessToken: `tok-${id}`,
      },
    };
  }
  const del = /^\/api\/sandboxes\/([\w-]+)$/.exec(r.path);
  if (r.method === 'DELETE' && del) {
    sandboxes.delete(del[1] ?? '');
    return { status: 204, body: '', type: 'text/plain' };
  }
  if (r.method === 'POST' && r.path === '/sandbox/execute') {
    const id = String(r.headers['e2b-sandbox-id']);
    if (!sandboxes.has(id) || r.headers['x-access-token'] !== `tok-${id}`)
      return { status: 401, body: { message: 'no such sandbox or token' } };
    const { code, language } = JSON.parse(r.body);
    if (language !== 'python') return { status: 400, body: { message: 'language' } };
    const type = 'application/x-ndjson';
    if (code.includes('1/0'))
      return {
        type,
        body: lines(
          { type: 'error', name: 'ZeroDivisionError', value: 'division by zero', traceback: '...' },
          { type: 'end_of_execution' },
        ),
      };
    if (code.includes('plt.show()'))
      return {
        type,
        body: lines(
          { type: 'result', png: 'iVBORw0KGgo=', text: '<Figure>', is_main_result: false },
          { type: 'end_of_execution' },
        ),
      };
    return {
      type,
      body: lines(
        { type: 'stdout', text: 'hello\n', timestamp: 1 },
        { type: 'result', text: '42', is_main_result: true },
        { type: 'number_of_executions', execution_count: 1 },
        { type: 'end_of_execution' },
      ),
    };
  }
  return undefined;
});
afterAll(() => e2b.close());

const ctx = testToolContext({
  credentials: { e2b: { e2bApiKey: 'e2b-key' }, wrong: { e2bApiKey: 'nope' } },
  baseURLs: { codeInterpreterE2B: `${e2b.url}/api`, codeInterpreterE2BSandbox: `${e2b.url}/sandbox` },
});

describe('Code Interpreter by E2B', () => {
  it('creates a sandbox, runs the cell there and deletes it: prints, then the value', async () => {
    const tool = await toolOf(codeInterpreterE2B, { credential: 'e2b', toolName: 'code_interpreter' }, ctx);
    expect(tool.name).toBe('code_interpreter');
    expect(await tool.run({ input: 'print("hello")\n6*7' }, testSignal)).toBe('hello\n42');
    expect(sandboxes.size).toBe(0);
    const kinds = e2b.requests.map((r) => `${r.method} ${r.path}`);
    expect(kinds).toEqual(['POST /api/v2/sandboxes', 'POST /sandbox/execute', 'DELETE /api/sandboxes/sbx1']);
  });

  it('answers a Python error as name and value, and still deletes the sandbox', async () => {
    const tool = await toolOf(codeInterpreterE2B, { credential: 'e2b' }, ctx);
    expect(await tool.run({ input: 'x = 1/0' }, testSignal)).toBe('ZeroDivisionError: division by zero');
    expect(sandboxes.size).toBe(0);
  });

  it('names images a cell shows instead of passing their bytes to the model', async () => {
    const tool = await toolOf(codeInterpreterE2B, { credential: 'e2b' }, ctx);
    const answer = String(await tool.run({ input: 'plt.plot([1]); plt.show()' }, testSignal));
    expect(answer).toContain('png');
    expect(answer).not.toContain('iVBOR');
  });

  it('fails naming the tool when E2B refuses the key, and the key is a run secret', async () => {
    const tool = await toolOf(codeInterpreterE2B, { credential: 'wrong' }, ctx);
    await expect(tool.run({ input: 'print(1)' }, testSignal)).rejects.toThrow(
      /Code Interpreter by E2B answered HTTP 401/,
    );
    expect(ctx.secrets).toContain('nope');
  });

  it('keeps tool names the model APIs accept', async () => {
    const tool = await toolOf(codeInterpreterE2B, { credential: 'e2b', toolName: 'run python!' }, ctx);
    expect(tool.name).toBe('run_python_');
  });
});
