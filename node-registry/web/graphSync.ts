import type { Remote } from 'comlink';
import type { Graph } from '../flow.ts';
import type { GraphApi } from '../graphApi.ts';
import { isStale } from '../graphStore.ts';
import type { Connection, ConnectionCheck } from '../rules/isValidConnection.ts';

type SyncRemote = Pick<Remote<GraphApi>, 'syncGraph' | 'checkConnection'>;

/** Per worker: the last version handed out and the version the worker was last sent. */
interface WorkerVersions {
  issued: number;
  posted: number;
}
const versionsOf = new WeakMap<SyncRemote, WorkerVersions>();

export interface GraphSyncOptions<S> {
  /** The part of the source graph the rules read (what is posted). */
  slim(source: S): Graph;
  /** Whether the rules could answer differently on `next`; when false no new version is sent. */
  changed(prev: S, next: S): boolean;
  /** Quiet time before a changed graph is posted, so bursts of edits post once. */
  delayMs?: number;
}

export interface GraphSync<S> {
  /** The canvas changed; a new version is posted after a quiet `delayMs` if the rules care. */
  update(source: S): void;
  /** The connection rule on the latest source, answered by the worker's kept graph. */
  check(connection: Connection): Promise<ConnectionCheck>;
  /** Stops a pending post (the canvas is gone). */
  dispose(): void;
}

/**
 * Keeps a canvas graph in the graph worker between connection checks, so a check posts only the
 * connection and a version number. The worker starts with the first check (its graph rides along
 * once); afterwards changed graphs are posted when edits pause. A check made before the post
 * (or after another canvas posted its graph to the same worker) carries its snapshot, so no check
 * ever runs on a stale graph.
 */
export function createGraphSync<S>(
  getRemote: () => SyncRemote,
  { slim, changed, delayMs = 50 }: GraphSyncOptions<S>,
): GraphSync<S> {
  let remote: SyncRemote | undefined;
  let versions: WorkerVersions | undefined;
  let source: S | undefined;
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  /** Marks the current version as sent to the worker and returns its graph to send. */
  const take = (w: WorkerVersions): Graph => {
    stopTimer();
    w.posted = version;
    return slim(source as S);
  };
  const post = () => {
    timer = undefined;
    if (!remote || !versions || versions.posted === version) return;
    const sent = version;
    const w = versions;
    // a lost post only costs the next check its snapshot
    remote.syncGraph(sent, take(w)).catch(() => {
      if (w.posted === sent) w.posted = 0;
    });
  };

  return {
    update(next) {
      if (source !== undefined && !changed(source, next)) {
        source = next;
        return;
      }
      source = next;
      // until the worker is started (first check) there is nobody to post to
      if (!versions) return;
      version = ++versions.issued;
      stopTimer();
      timer = setTimeout(post, delayMs);
    },
    async check(connection) {
      if (source === undefined) throw new Error('No graph to check the connection on yet.');
      if (!remote || !versions) {
        remote = getRemote();
        versions = versionsOf.get(remote) ?? { issued: 0, posted: 0 };
        versionsOf.set(remote, versions);
        version = ++versions.issued;
      }
      const w = versions;
      const result = await remote.checkConnection(
        connection,
        version,
        w.posted === version ? undefined : take(w),
      );
      if (!isStale(result)) return result;
      // the worker lost the graph (restarted, or another canvas replaced it): send it along
      const again = await remote.checkConnection(connection, version, take(w));
      if (isStale(again)) throw new Error('The graph worker did not keep the graph it was sent.');
      return again;
    },
    dispose: stopTimer,
  };
}
