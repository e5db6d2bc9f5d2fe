import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function lives, shortened: the package or source file, not the build's chunk name. */
function keyOf(n: ProfileNode): string {
  return `${n.callFrame.functionName || '(anonymous)'}  ${place(n.callFrame.url, n.callFrame.lineNumber)}`;
}

/** Time per function including what it called: the question "who started this work". */
function inclusiveTimes(profile: Profile, byId: Map<number, ProfileNode>): Map<string, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (!n?.callFrame.url) continue;
      const key = keyOf(n);
      if (seen.has(key)) continue;
      seen.add(key);
      times.set(key, (times.get(key) ?? 0) + dt);
    }
  });
  return times;
}

function place(url: string, line: number): string {
  if (!url) return '(native)';
  const tail = url.split('/').slice(-1)[0] ?? url;
  return `${tail}:${line + 1}`;
}

/**
 * Samples the page's main thread with the DevTools CPU profiler until the returned function is
 * called; that function answers the functions with the most self time (a text table).
 */
export async function startCpuProfile(page: Page, top = 25): Promise<() => Promise<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.detach();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      total += dt;
      if (!n) return;
      const key = keyOf(n);
      self.set(key, (self.get(key) ?? 0) + dt);
    });
    const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    const inclusive = [...inclusiveTimes(profile, byId).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top * 6);
    return [
      `  sampled ${total.toFixed(0)} ms; most self time:`,
      ...rows.map(([k, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${k}`),
      '  most time with callees (a function counted once per sample):',
      ...inclusive.map(([k, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${k}`),
    ].join('\n');
  };
}
