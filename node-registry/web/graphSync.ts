import type { Remote } from 'comlink';
import type { Graph } from '../flow.ts';
import type { GraphApi } from '../graphApi.ts';
import { diffGraph, type GraphUpdate } from '../graphDiff.ts';
import { isStale } from '../graphStore.ts';
import { type RuleGraph, ruleInputsChanged } from '../ruleInputsChanged.ts';
import type { Connection, ConnectionCheck } from '../rules/isValidConnection.ts';

type SyncRemote = Pick<Remote<GraphApi>, 'syncGraph' | 'checkConnection'>;

/** Per worker: the last version handed out and the version the worker was last sent. */
interface WorkerVersions {
  issued: number;
  posted: number;
}
const versionsOf = new WeakMap<SyncRemote, WorkerVersions>();

export interface GraphSyncOptions<G> {
  /** The part of (a subset of) the source graph the rules read: what is posted. */
  slim(part: G): Graph;
  /** Quiet time before a changed graph is posted, so bursts of edits post once. */
  delayMs?: number;
}

export interface GraphSync<G> {
  /** The canvas changed; if the rules care, the changes are posted after a quiet `delayMs`. */
  update(source: G): void;
  /** The connection rule on the latest source, answered by the worker's kept graph. */
  check(connection: Connection): Promise<ConnectionCheck>;
  /** Stops a pending post (the canvas is gone). */
  dispose(): void;
}

/**
 * Keeps a canvas graph in the graph worker between connection checks, so a check posts only the
 * connection and a version number. The worker starts with the first check (the whole graph rides
 * along once); afterwards the changes are posted when edits pause. A check made before that post
 * (or after another canvas replaced the worker's graph) carries the changes or the whole graph, so
 * no check ever runs on a stale graph.
 */
export function createGraphSync<G extends RuleGraph>(
  getRemote: () => SyncRemote,
  { slim, delayMs = 50 }: GraphSyncOptions<G>,
): GraphSync<G> {
  let remote: SyncRemote | undefined;
  let versions: WorkerVersions | undefined;
  let source: G | undefined;
  let version = 0;
  /** What this canvas last delivered, to post only the changes from it. */
  let sent: { version: number; source: G } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  /** The update that brings the worker to the current version; marks it delivered. */
  const take = (w: WorkerVersions, whole = false): GraphUpdate => {
    stopTimer();
    const next = source as G;
    const update: GraphUpdate =
      !whole && sent && w.posted === sent.version
        ? { base: sent.version, diff: diffGraph(sent.source, next, slim) }
        : { graph: slim(next) };
    w.posted = version;
    sent = { version, source: next };
    return update;
  };
  const post = () => {
    timer = undefined;
    if (!remote || !versions || versions.posted === version) return;
    const w = versions;
    const at = version;
    const lost = () => {
      // the next check then carries the whole graph
      if (w.posted === at) w.posted = 0;
    };
    remote
      .syncGraph(at, take(w))
      .then((kept) => kept || lost())
      .catch(lost);
  };

  return {
    update(next) {
      const before = source;
      source = next;
      if (before !== undefined && !ruleInputsChanged(before, next)) return;
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
      // the worker lost the graph (restarted, or another canvas replaced it): send it whole
      const again = await remote.checkConnection(connection, version, take(w, true));
      if (isStale(again)) throw new Error('The graph worker did not keep the graph it was sent.');
      return again;
    },
    dispose: stopTimer,
  };
}
