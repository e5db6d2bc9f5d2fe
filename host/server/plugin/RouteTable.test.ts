import { describe, expect, it } from 'vitest';
import { RouteTable } from './RouteTable.ts';

describe('RouteTable', () => {
  it('lists added routes', () => {
    const t = new RouteTable();
    t.add({ method: 'GET', url: '/api/v1/a/:id', owner: 'x', public: true });
    t.add({ method: 'POST', url: '/api/v1/a/:id', owner: 'x', permission: 'tools:view', public: false });
    expect(t.list().map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/a/:id', 'POST /api/v1/a/:id']);
  });

  it('treats routes differing only in parameter names or a trailing slash as duplicates, naming both owners', () => {
    const t = new RouteTable();
    t.add({ method: 'GET', url: '/api/v1/a/:id', owner: 'first', public: true });
    expect(() => t.add({ method: 'GET', url: '/api/v1/a/:key/', owner: 'second', public: true })).toThrow(
      "Duplicate route GET /api/v1/a/:key/: contributed by plugin 'first' and plugin 'second'",
    );
  });
});
