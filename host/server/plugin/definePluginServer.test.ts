import { describe, expect, it } from 'vitest';
import {
  definePluginServer,
  type PluginServerDefinition,
  validatePluginServer,
} from './definePluginServer.ts';

const handler = () => ({});

describe('definePluginServer', () => {
  it('accepts routes, migrations and executors and freezes the result', () => {
    const s = definePluginServer({
      routes: [{ method: 'GET', url: '/tools/:id', permission: 'tools:view,tools:update', handler }],
      migrations: [{ id: '0001-create-tools', up: async () => {} }],
      executors: { customFunctionAgentflow: { run: async () => ({ output: {} }) } },
    });
    expect(Object.isFrozen(s)).toBe(true);
    expect(s.__pluginServer).toBe(true);
    expect(validatePluginServer(s, 'tools')).toBe(s);
  });

  it.each([
    [{ routes: [{ method: 'FETCH', url: '/a', public: true, handler }] }, '/routes/0/method'],
    [{ routes: [{ method: 'GET', url: 'a', public: true, handler }] }, '/routes/0/url must match pattern'],
    [
      { routes: [{ method: 'GET', url: '/a', permission: 'not a permission', handler }] },
      '/routes/0/permission',
    ],
    [{ routes: [{ method: 'GET', url: '/a', public: false, handler }] }, '/routes/0/public'],
    [
      { routes: [{ method: 'GET', url: '/a', public: true }] },
      "/routes/0 must have required property 'handler'",
    ],
    [{ migrations: [{ id: 'create tools', up: handler }] }, '/migrations/0/id must match pattern'],
    [{ migrations: [{ id: '0001-x', up: 'sql' }] }, '/migrations/0/up'],
    [{ executors: { 'bad-name': { run: handler } } }, '/executors'],
    [{ executors: { someNode: {} } }, "/executors/someNode must have required property 'run'"],
    [{ jobs: [] }, '/jobs must be object'],
    [{ jobs: { prediction: 'run' } }, '/jobs/prediction'],
    [{ jobs: { Bad_Kind: handler } }, '/jobs'],
    [{ chores: [] }, "must NOT have additional properties 'chores'"],
  ])('rejects %j naming the path', (definition, fragment) => {
    expect(() => definePluginServer(definition as unknown as PluginServerDefinition)).toThrow(fragment);
  });
});
