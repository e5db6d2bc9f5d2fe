import { describe, expect, it } from 'vitest';
import { reached } from './sourceImports.ts';

/** A plugin's node or credential definitions: its definitions module and what it gathers. */
const isDefinition = (path: string) =>
  /^(plugins|tests)\/[^/]+\/(definitions\.ts$|nodes\/)/.test(path) ||
  /\/common\/(builtinCredentialTypes|toolCredentials|coreCredentials|agentCredentials)\.ts$/.test(path);

/**
 * Issue 16, first page JavaScript: the node and credential definitions (~130 KB minified) load
 * apart from the manifests (PluginManifest.definitions), when a page needs them or after the first
 * page has shown; neither the web entry nor the flows list imports them.
 */
describe('the web entry', () => {
  const entry = 'host/web/main.tsx';

  it('imports no node or credential definitions', () => {
    const statically = reached(entry, { dynamic: false });
    expect(statically.has('plugins/agentflow/index.ts')).toBe(true);
    expect([...statically].filter(isDefinition)).toEqual([]);
  });

  it('nor does the flows list page', () => {
    const statically = reached('plugins/flows/web/FlowsListPage.tsx', { dynamic: false });
    expect([...statically].filter(isDefinition)).toEqual([]);
  });

  it('the rule can fail: the definitions are reached through dynamic imports', () => {
    const all = [...reached(entry, { dynamic: true })].filter(isDefinition);
    expect(all).toEqual(
      expect.arrayContaining([
        'plugins/agentflow/definitions.ts',
        'plugins/chatflow/definitions.ts',
        'plugins/credentials/definitions.ts',
        'plugins/agentflow/definitions.ts',
      ]),
    );
  });
});
