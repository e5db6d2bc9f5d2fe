interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * CPU time (thread time, not wall time) of the renderer main thread from navigation start to the
 * user-timing mark `mark`, taken `markMs` after navigation start, from a Chromium trace with the
 * `toplevel` and `blink.user_timing` categories. Tasks straddling either end count in proportion.
 */
export function mainThreadCpuMs(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  mark: string,
  markMs: number,
): number {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const at = events.find((e) => e.name === mark && e.ph !== 'M');
  if (!at) return Number.NaN;
  const end = at.ts;
  const start = end - markMs * 1000;
  const tasks = events
    .filter(
      (e) =>
        e.pid === at.pid &&
        e.tid === at.tid &&
        e.ph === 'X' &&
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'),
    )
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    // Nested RunTask events (a task inside a task) are already inside the outer one's time.
    if (task.ts < coveredUntil) continue;
    coveredUntil = task.ts + dur;
    const inside = Math.min(end, task.ts + dur) - Math.max(start, task.ts);
    if (inside <= 0 || dur <= 0) continue;
    cpu += (task.tdur ?? 0) * (inside / dur);
  }
  return cpu / 1000;
}
