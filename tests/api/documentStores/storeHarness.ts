import { afterAll, beforeAll } from 'vitest';
import { apiCall, type CallResult } from '../apiCall.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { workspaceHeader, workspaceHeaderPolicy } from '../workspaceHeader.ts';

/** Calls /api/v1<path> in `workspace` (workspaceHeaderPolicy); the default workspace when absent. */
export function caller(server: TestServer) {
  return (method: string, path: string, body?: unknown, workspace?: string): Promise<CallResult> =>
    apiCall(server, method, path, body, workspaceHeader(workspace));
}

/** Polls a job until it has ended; answers its last record. */
export async function waitForJob(
  call: ReturnType<typeof caller>,
  jobId: string,
  workspace?: string,
): Promise<CallResult['body']> {
  for (;;) {
    const res = await call('GET', `/document-store/jobs/${jobId}`, undefined, workspace);
    if (res.status !== 200) throw new Error(`job ${jobId}: ${res.status} ${res.text}`);
    if (!['queued', 'running'].includes(res.body.status)) return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A server (any workspace by header) started in beforeAll of the calling file and closed after it, with its caller. */
export function storeServer() {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ accessPolicy: workspaceHeaderPolicy });
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('the document-store test server is not started yet');
    return server;
  };
  const call: ReturnType<typeof caller> = (...args) => caller(started())(...args);
  return {
    get server() {
      return started();
    },
    call,
  };
}
