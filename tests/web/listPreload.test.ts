import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeForPath } from '../../host/web/router/preloadRoute.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';

afterEach(() => vi.unstubAllGlobals());

/** The list requests a route's preload sends, each as its `type` values, with the built-in plugins. */
async function preloadedTypes(path: string): Promise<string[][]> {
  const fetch = vi.fn(async () => Response.json({ data: [], total: 0 }));
  vi.stubGlobal('fetch', fetch);
  await routeForPath(builtinPlugins, path)?.preload?.(builtinPlugins);
  return fetch.mock.calls.map((call) =>
    new URL(String((call as unknown[])[0]), 'http://x').searchParams.getAll('type').sort(),
  );
}

/**
 * Issue 16: a list shows once every kind listed on it has answered, so the route's preload asks
 * for all of them, in one request for the list's first page, before the page's code loads (the
 * agentflows list shows multi-agent flows too; that request used to start only once the page had
 * rendered).
 */
describe('the flows list routes preload every kind they list', () => {
  it('/agentflows: agent flows and multi-agent flows', async () => {
    expect(await preloadedTypes('/agentflows')).toEqual([['AGENTFLOW', 'MULTIAGENT']]);
  });

  it('/chatflows: chatflows', async () => {
    expect(await preloadedTypes('/chatflows')).toEqual([['CHATFLOW']]);
  });
});
