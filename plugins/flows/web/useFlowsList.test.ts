import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFlowsPage } from './flowsListPreload.ts';
import { useFlowsList } from './useFlowsList.ts';

afterEach(() => vi.unstubAllGlobals());

/** The server's list: whatever `names` holds when a request arrives. */
function serveFlows(names: string[]) {
  const fetch = vi.fn(async () =>
    Response.json({ data: names.map((name) => ({ id: name, name, type: 'CHATFLOW' })), total: names.length }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('useFlowsList', () => {
  it('takes the route preload for its first page', async () => {
    const fetch = serveFlows(['one']);
    void preloadFlowsPage(['CHATFLOW']);
    const { result } = renderHook(() => useFlowsList(['CHATFLOW']));
    await waitFor(() => expect(result.current.items?.map((f) => f.name)).toEqual(['one']));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a reload asks the server, never a preload that answered from before the change', async () => {
    const names = ['one'];
    const fetch = serveFlows(names);
    const { result } = renderHook(() => useFlowsList(['CHATFLOW']));
    await waitFor(() => expect(result.current.items?.map((f) => f.name)).toEqual(['one']));
    // the route's preload module loaded after the page had asked: its page is from before the import
    void preloadFlowsPage(['CHATFLOW']);
    names.push('imported');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.items?.map((f) => f.name)).toEqual(['one', 'imported']));
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
