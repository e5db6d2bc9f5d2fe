import { describe, expect, it } from 'vitest';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { hostileCases } from './hostileCases.ts';
import { hostileRoutes, wrongAnswer } from './hostileMatrix.ts';

// The matrix's own rules, without a server: it must be able to fail.
const route = (r: Partial<MountedRoute> & Pick<MountedRoute, 'method' | 'url'>) =>
  ({ owner: 'x', public: false, ...r }) as MountedRoute;
const tools = route({
  method: 'POST',
  url: '/api/v1/tools',
  bodySchema: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' }, count: { type: 'integer' }, tags: { type: 'array' } },
  },
});

describe('hostile-input matrix rules', () => {
  it('a 5xx is always wrong; cases refused at parsing must answer their own status', () => {
    const cases = Object.fromEntries(hostileCases(tools).map((c) => [c.name, c]));
    expect(wrongAnswer(cases['missing fields'] as never, 500)).toBe(true);
    expect(wrongAnswer(cases['missing fields'] as never, 201)).toBe(false);
    expect(wrongAnswer(cases['NUL characters'] as never, 404)).toBe(true);
    expect(wrongAnswer(cases['NUL characters'] as never, 400)).toBe(false);
  });

  it('builds the bodies from the route schema', () => {
    const cases = Object.fromEntries(hostileCases(tools).map((c) => [c.name, c.body]));
    expect(JSON.parse(cases['wrong types'] as string)).toMatchObject({
      name: { nested: [1] },
      count: 'text',
    });
    expect(cases['NUL characters']).toContain('"name":"nul\\u0000here"');
    expect((cases['10 MB string'] as string).length).toBeGreaterThan(10 * 1024 * 1024);
    expect(JSON.parse(cases['huge array'] as string).tags).toHaveLength(100_000);
    expect(JSON.parse(cases['extra fields'] as string)).toMatchObject({
      name: 'sample name',
      unexpectedField: 'x',
    });
    expect(() => JSON.parse(cases['malformed JSON'] as string)).toThrow();
  });

  it('calls every mutating route, deletions after the rest and logout last', () => {
    const order = hostileRoutes([
      route({ method: 'POST', url: '/api/v1/account/logout' }),
      route({ method: 'DELETE', url: '/api/v1/tools/:id' }),
      route({ method: 'GET', url: '/api/v1/tools' }),
      tools,
      route({ method: 'PATCH', url: '/api/v1/x' }),
    ]).map((r) => `${r.method} ${r.url}`);
    expect(order).toEqual([
      'POST /api/v1/tools',
      'PATCH /api/v1/x',
      'DELETE /api/v1/tools/:id',
      'POST /api/v1/account/logout',
    ]);
  });
});
