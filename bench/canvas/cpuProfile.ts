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
      const key = `${n.callFrame.functionName || '(anonymous)'}  ${place(n.callFrame.url, n.callFrame.lineNumber)}`;
      self.set(key, (self.get(key) ?? 0) + dt);
    });
    const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    return [
      `  sampled ${total.toFixed(0)} ms; most self time:`,
      ...rows.map(([k, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${k}`),
    ].join('\n');
  };
}
