import { apiCall, type CallResult } from '../apiCall.ts';
import { credentialHarness } from '../credentialHarness.ts';
import type { TestServer } from '../startTestServer.ts';
import { workspaceHeader } from '../workspaceHeader.ts';

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

/**
 * The document-store API tests' server: the credentials tests' harness (any workspace by header,
 * started in beforeAll, closed in afterAll of the calling file), of which they use `server` and `call`.
 */
export const storeServer = credentialHarness;
