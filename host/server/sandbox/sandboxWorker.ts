/**
 * Entry of a sandbox worker thread (started by SandboxPool): runs one sandboxed run at a time with
 * runSandboxedInProcess and answers with plain data. A busy loop here holds only this thread; the pool ends
 * the thread if the interrupt handler ever fails to stop it. fetch() is relayed to the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { getQuickJSModule } from './quickjsModule.ts';
import { runSandboxedInProcess } from './runSandboxedInProcess.ts';
import { SANDBOX_DEFAULT_MEMORY_BYTES } from './sandboxRequest.ts';
import type { FromWorker, ToWorker } from './sandboxProtocol.ts';
import { WorkerFetchBridge } from './WorkerFetchBridge.ts';

const port = parentPort;
if (!port) throw new Error('sandboxWorker.ts is a worker thread entry; use runSandboxed');

const post = (message: FromWorker) => port.postMessage(message);
const bridge = new WorkerFetchBridge(post);

port.on('message', (message: ToWorker) => {
  if (bridge.receive(message) || message.type !== 'run') return;
  const { runId, request, hasFetch, hasSql, hasTools } = message;
  runSandboxedInProcess(request, {
    ...(hasFetch ? { fetch: bridge.forRun(runId) } : {}),
    ...(hasSql ? { sql: bridge.sqlForRun(runId) } : {}),
    ...(hasTools ? { callTool: bridge.toolForRun(runId) } : {}),
    onStart: () => post({ type: 'started', runId }),
    onReset: () => post({ type: 'engine-reset' }),
  }).then(
    (result) => post({ type: 'done', runId, result }),
    (error: unknown) =>
      post({
        type: 'done',
        runId,
        result: {
          ok: false,
          error: { kind: 'runtime', message: `The sandbox failed: ${(error as Error)?.message ?? error}` },
          logs: [],
        },
      }),
  );
});

// Compile the module for the usual limit while the worker waits for its first run.
getQuickJSModule(SANDBOX_DEFAULT_MEMORY_BYTES).then(
  () => post({ type: 'ready' }),
  () => {}, // the first run reports the failure
);
