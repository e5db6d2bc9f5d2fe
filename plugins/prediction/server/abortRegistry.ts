/** Running predictions by `${flowId}_${chatId}`, so POST /chatflows-abort can stop them. */
const running = new Map<string, Set<AbortController>>();

export function trackRun(flowId: string, chatId: string, controller: AbortController): () => void {
  const key = `${flowId}_${chatId}`;
  const set = running.get(key) ?? new Set();
  set.add(controller);
  running.set(key, set);
  return () => {
    set.delete(controller);
    if (!set.size && running.get(key) === set) running.delete(key);
  };
}

/** Aborts the runs of a chat; the number aborted. */
export function abortRuns(flowId: string, chatId: string): number {
  const set = running.get(`${flowId}_${chatId}`);
  if (!set) return 0;
  for (const c of set) c.abort('user');
  return set.size;
}
