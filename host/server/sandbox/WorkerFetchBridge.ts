import type { GuardedFetch, GuardedResponse } from './guardedFetch.ts';
import type { GuardedSql, SqlReply } from './modules/guardedSql.ts';
import type { FetchReply, FromWorker, ToWorker } from './sandboxProtocol.ts';

interface Waiting {
  resolve: (response: GuardedResponse | SqlReply) => void;
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
      new Promise<SqlReply>((resolve, reject) => {
        const fetchId = this.nextId++;
        const onAbort = () => {
          if (!this.waiting.delete(fetchId)) return;
          this.post({ type: 'fetch-abort', fetchId });
          reject(new Error('The query was aborted'));
        };
        this.waiting.set(fetchId, {
          resolve: (reply) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(reply as SqlReply);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        this.post({ type: 'sql', runId, fetchId, call });
        if (signal?.aborted) onAbort();
      });
  }

  /** The GuardedFetch a run's code uses. */
  forRun(runId: number): GuardedFetch {
    return (url, init = {}) =>
      new Promise<GuardedResponse>((resolve, reject) => {
        const fetchId = this.nextId++;
        const signal = init.signal;
        const onAbort = () => {
          if (!this.waiting.delete(fetchId)) return;
          this.post({ type: 'fetch-abort', fetchId });
          reject(new Error('The request was aborted'));
        };
        this.waiting.set(fetchId, {
          resolve: (response) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(response as GuardedResponse);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        const body = typeof init.body === 'string' ? init.body : undefined;
        this.post({
          type: 'fetch',
          runId,
          fetchId,
          call: { url, method: init.method, headers: init.headers, ...(body === undefined ? {} : { body }) },
        });
        if (signal?.aborted) onAbort();
      });
  }

  /** Settles the fetch a reply is for; false when the message is not a fetch reply. */
  receive(message: ToWorker): boolean {
    if (message.type !== 'fetch-reply' && message.type !== 'fetch-error' && message.type !== 'sql-reply')
      return false;
    const waiting = this.waiting.get(message.fetchId);
    this.waiting.delete(message.fetchId);
    if (message.type === 'fetch-reply') waiting?.resolve(toResponse(message.reply));
    else if (message.type === 'sql-reply') waiting?.resolve(message.reply);
    else waiting?.reject(new Error(message.message));
    return true;
  }
}
