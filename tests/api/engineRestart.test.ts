import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { flowEdge as e, flowNode as n } from '../../host/server/engine/testFlow.ts';
import { startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { apiCall } from './apiCall.ts';
import { startNode, testModelCredential } from './engineHarness.ts';
import { listenOnDataDir } from './listenOnDataDir.ts';
import { createSession } from './startTestServer.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => {});
});

function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'engineRestartChild.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanup.push(async () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

describe('a server killed in the middle of a run', () => {
  it('leaves the execution TERMINATED with a reason, and it resumes without re-running finished nodes', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bs-restart-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    // Start from the suite's migrated database (a fresh initdb takes most of a minute on a busy machine).
    const template = inject('pgliteTemplate');
    if (template) await cp(template, join(dataDir, 'pgdata'), { recursive: true });
    const llm = await startOpenAITestServer();
    cleanup.push(() => llm.close());

    const { child, url } = await startChild(dataDir);
    const first = createSession(url); // requests to the server that will be killed
    const model = (await testModelCredential(first, llm.baseURL, 'sk-restart-test')).model('llm');
    const flowData = {
      nodes: [
        startNode(),
        n('llmAgentflow_0', 'llmAgentflow', model),
        n('llmAgentflow_1', 'llmAgentflow', { ...model, llmUserMessage: 'again: {{llmAgentflow_0}}' }),
      ],
      edges: [e('startAgentflow_0', 'llmAgentflow_0'), e('llmAgentflow_0', 'llmAgentflow_1')],
    };
    const flow = await apiCall(first, 'POST', '/chatflows', {
      name: 'restart',
      type: 'AGENTFLOW',
      flowData: JSON.stringify(flowData),
    });
    expect(flow.status).toBe(201);

    // The first model answer arrives quickly; the second hangs until the server is killed.
    llm.enqueue({ text: 'first answer' }, { text: 'never sent', delayMs: 60_000 });
    void apiCall(first, 'POST', `/prediction/${flow.body.id}`, {
      question: 'go',
      overrideConfig: { sessionId: 'restart-session' },
    }).catch(() => {});
    // Wait (as long as a busy machine needs) for the first node's checkpoint and the second call.
    let executionId = '';
    await expect
      .poll(
        async () => {
          const list = await apiCall(first, 'GET', `/executions?agentflowId=${flow.body.id}`);
          const row = list.body.data?.[0];
          if (row && llm.requests.length === 2 && JSON.parse(row.executionData).length === 2)
            executionId = row.id;
          return executionId;
        },
        { timeout: 120_000, interval: 100 },
      )
      .not.toBe('');
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const restarted = await listenOnDataDir(dataDir);
    cleanup.push(() => restarted.app.close());
    const second = createSession(restarted.url); // and to the one started again on its data

    const marked = await apiCall(second, 'GET', `/executions/${executionId}`);
    expect(marked.body.state).toBe('TERMINATED');
    expect(marked.body.error).toMatch(/^Interrupted: the server stopped/);
    // The question was stored before the run, so the chat history still has it.
    const history = await apiCall(second, 'GET', `/chatmessage/${flow.body.id}?sessionId=restart-session`);
    expect(history.status).toBe(200);
    expect(history.body.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['userMessage', 'go'],
    ]);

    llm.reset();
    llm.enqueue({ text: 'second answer' });
    const resumed = await apiCall(second, 'POST', `/prediction/${flow.body.id}`, {
      overrideConfig: { sessionId: 'restart-session' },
      humanInput: { type: 'proceed' },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.executionId).toBe(executionId);
    expect(resumed.body.text).toBe('second answer');
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'again: first answer' });
    const ids = resumed.body.agentFlowExecutedData.map((d: { nodeId: string }) => d.nodeId);
    expect(ids).toEqual(['startAgentflow_0', 'llmAgentflow_0', 'llmAgentflow_1']);
    expect((await apiCall(second, 'GET', `/executions/${executionId}`)).body.state).toBe('FINISHED');
    // The resumed run's answer is recorded when it ends, after the question.
    const after = await apiCall(second, 'GET', `/chatmessage/${flow.body.id}?sessionId=restart-session`);
    expect(after.body.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['userMessage', 'go'],
      ['apiMessage', 'second answer'],
    ]);
  }, 300_000);
});
