import type { GuardedFetch, GuardedResponse } from './guardedFetch.ts';
import type { GuardedSql, SqlReply } from './modules/guardedSql.ts';
import type { FetchReply, FromWorker, ToWorker } from './sandboxProtocol.ts';
import type { SandboxToolCaller } from './sandboxTypes.ts';

interface Waiting {
  resolve: (response: GuardedResponse | SqlReply | string) => void;
  reject: (error: Error) => void;
}

function toResponse(reply: FetchReply): GuardedResponse {
  const { text, ...head } = reply;
  return {
    ...head,
    body: new TextEncoder().encode(text),
    text: () => text,
    json: () => JSON.parse(text),
  };
}

/**
 * Inside a sandbox worker: fetch() calls travel to the main thread, which makes them with the caller's
 * GuardedFetch (address policy, pinned DNS, every redirect checked) and sends the response back. The worker
 * itself never opens a connection, so the policy lives in one place and a stuck worker cannot hold sockets.
 */
export class WorkerFetchBridge {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly post: (message: FromWorker) => void) {}

  /** The GuardedSql a run's `pg`/`typeorm` code uses: the query is made on the main thread too. */
  sqlForRun(runId: number): GuardedSql {
    return (call, signal) =>
      this.relay<SqlReply>(signal, 'The query was aborted', (fetchId) => ({
        type: 'sql',
        runId,
        fetchId,
        call,
      }));
  }

  /** The caller of a run's `$tools`: each call is made by the tool on the main thread. */
  toolForRun(runId: number): SandboxToolCaller {
    return (call, signal) =>
      this.relay<string>(signal, 'The tool call was aborted', (fetchId) => ({
        type: 'tool',
        runId,
        fetchId,
        call,
      }));
  }

  /** Posts a call to the main thread and waits for its reply (or its abort). */
  private relay<T>(
    signal: AbortSignal | undefined,
    abortedMessage: string,
    message: (fetchId: number) => FromWorker,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const fetchId = this.nextId++;
      const onAbort = () => {
        if (!this.waiting.delete(fetchId)) return;
        this.post({ type: 'fetch-abort', fetchId });
        reject(new Error(abortedMessage));
      };
      this.waiting.set(fetchId, {
        resolve: (reply) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(reply as T);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.post(message(fetchId));
      if (signal?.aborted) onAbort();
    });
  }

  /** The GuardedFetch a run's code uses. */
  forRun(runId: number): GuardedFetch {
    return (url, init = {}) => {
      const body = typeof init.body === 'string' ? init.body : undefined;
      return this.relay<GuardedResponse>(init.signal, 'The request was aborted', (fetchId) => ({
        type: 'fetch',
        runId,
        fetchId,
        call: { url, method: init.method, headers: init.headers, ...(body === undefined ? {} : { body }) },
      }));
    };
  }

  /** Settles the fetch a reply is for; false when the message is not a fetch reply. */
  receive(message: ToWorker): boolean {
    if (
      message.type !== 'fetch-reply' &&
      message.type !== 'fetch-error' &&
      message.type !== 'sql-reply' &&
      message.type !== 'tool-reply'
    )
      return false;
    const waiting = this.waiting.get(message.fetchId);
    this.waiting.delete(message.fetchId);
    if (message.type === 'fetch-reply') waiting?.resolve(toResponse(message.reply));
    else if (message.type === 'sql-reply' || message.type === 'tool-reply') waiting?.resolve(message.reply);
    else waiting?.reject(new Error(message.message));
    return true;
  }
}
