import { holdMember } from '../../../host/server/queue/holdMember.ts';
import type { SharedState } from '../../../host/server/queue/SharedState.ts';

/**
 * Running predictions by `${flowId}_${chatId}`. The count lives in the shared state and stop
 * requests travel on its 'prediction-abort' channel, so PUT /chatmessage/abort stops a run whichever
 * instance accepted it (queue mode); the instance holding the run forwards the stop to its job.
 */
const local = new Map<string, Set<AbortController>>();
const CHANNEL = 'prediction-abort';

const setOf = (key: string) => `running:${key}`;

export async function trackRun(
  shared: SharedState,
  flowId: string,
  chatId: string,
  controller: AbortController,
): Promise<() => Promise<void>> {
  const key = `${flowId}_${chatId}`;
  const set = local.get(key) ?? new Set();
  set.add(controller);
  local.set(key, set);
  // Renewed while the run lasts, so a crashed instance's runs stop counting within a minute.
  const release = await holdMember(shared, setOf(key), crypto.randomUUID());
  return async () => {
    set.delete(controller);
    if (!set.size && local.get(key) === set) local.delete(key);
    await release();
  };
}

/** Aborts the runs of a chat on every instance; the number aborted. */
export async function abortRuns(shared: SharedState, flowId: string, chatId: string): Promise<number> {
  const key = `${flowId}_${chatId}`;
  const n = await shared.countMembers(setOf(key));
  if (n) await shared.publish(CHANNEL, { key });
  return n;
}

/** Stops this process's runs a stop request names (the prediction plugin listens while the server runs). */
export function listenForAborts(shared: SharedState): Promise<() => Promise<void>> {
  return shared.subscribe(CHANNEL, (message) => {
    const { key } = message as { key: string };
    for (const c of local.get(key) ?? []) c.abort('user');
  });
}
