import type { QuickJSHandle } from 'quickjs-emscripten';
import type { GuardedFetch } from './guardedFetch.ts';
import { responseHead } from './responseHead.ts';
import type { GuardedSql } from './modules/guardedSql.ts';
import type { SandboxHostCalls } from './sandboxHostCalls.ts';
import type { SandboxToolCaller } from './sandboxTypes.ts';

/** fetch() inside the VM: a VM promise of the response as JSON, made by the guarded host fetch. */
export function fetchBridge(
  calls: SandboxHostCalls,
  fetch: GuardedFetch,
  requestJson: string,
): QuickJSHandle {
  const request = JSON.parse(requestJson) as {
    url: string;
    method: string;
    headers: Record<string, string>;
    body?: string;
  };
  return calls.promise('FetchError', 'fetch', (signal) =>
    fetch(request.url, { ...request, signal }).then((res) =>
      JSON.stringify({ ...responseHead(res), body: res.text() }),
    ),
  );
}

/** A query of the `pg`/`typeorm` modules: a VM promise of the reply's JSON, made by the caller's GuardedSql. */
export function sqlBridge(
  calls: SandboxHostCalls,
  sql: GuardedSql | undefined,
  callJson: string,
): QuickJSHandle {
  return calls.promise('Error', 'query', (signal) => {
    if (!sql) throw new Error('Database connections are not available to this code');
    return sql(JSON.parse(callJson), signal).then((reply) => JSON.stringify(reply));
  });
}

/** A `$tools` call: a VM promise of the tool's output text. */
export function toolBridge(
  calls: SandboxHostCalls,
  callTool: SandboxToolCaller | undefined,
  callJson: string,
): QuickJSHandle {
  return calls.promise('Error', 'tool', (signal) => {
    if (!callTool) throw new Error('Tools are not available to this code');
    return callTool(JSON.parse(callJson), signal);
  });
}
