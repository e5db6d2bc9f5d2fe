import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../common/plugin/definePlugin.ts';
import { patternMatches, preloadRoute, routeForPath } from './preloadRoute.ts';

const page = () => Promise.resolve({ default: () => null });

describe('preloadRoute', () => {
  it('matches static and parameter segments', () => {
    expect(patternMatches('/agentflows', '/agentflows')).toBe(true);
    expect(patternMatches('/v2/agentcanvas/:id', '/v2/agentcanvas/abc')).toBe(true);
    expect(patternMatches('/v2/agentcanvas/:id', '/v2/agentcanvas')).toBe(false);
    expect(patternMatches('/agentflows', '/tools')).toBe(false);
  });

  it('starts the page code and its data together for a signed-in user, only the code otherwise', () => {
    const loader = vi.fn(page);
    const preload = vi.fn(() => Promise.resolve([]));
    const other = vi.fn(page);
    const plugin = definePlugin({
      id: 'p',
      routes: [
        { path: '/things/:id', layout: 'main', page: other },
        { path: '/things/new', layout: 'main', page: loader, preload },
      ],
    });
    expect(routeForPath([plugin], '/things/new')?.page).toBe(loader);
    preloadRoute([plugin], '/things/new', true);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith([plugin]);
    expect(other).not.toHaveBeenCalled();
    preloadRoute([plugin], '/things/new', false);
    // The code loads once (loadPage keeps it for the page); signed out, no data.
    expect(loader).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
