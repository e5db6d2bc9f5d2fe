import { describe, expect, it } from 'vitest';
import { importsOfFile, reached, root } from './sourceImports.ts';

/** The precompiled ajv validators (schemas/validators/*.js) and ajv itself. */
const isValidator = (target: string) =>
  /^schemas\/validators\/.+\.js$/.test(target) || /^ajv(\/|$)/.test(target);

/** The validators and ajv modules the given repo files import as code. */
function validatorsImportedBy(files: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const i of importsOfFile(`${root}/${file}`)) {
      if (!i.typeOnly && isValidator(i.target)) found.add(`${file} -> ${i.target}`);
    }
  }
  return [...found].sort();
}

/**
 * Issue 16, first page JavaScript: the web entry registers plugins unchecked (PluginRegistryBase)
 * and loads the schema checks of manifests, node and credential definitions (~130 KB of generated
 * validators) in an idle callback after the first paint, so no page's first load carries them.
 */
describe('the web entry', () => {
  const entry = 'host/web/main.tsx';

  it('imports no ajv validator statically', () => {
    const statically = reached(entry, { dynamic: false });
    expect(statically.has('host/common/plugin/PluginRegistryBase.ts')).toBe(true);
    expect(validatorsImportedBy(statically)).toEqual([]);
  });

  it('nor does the flows list page (the flow file check loads when a file is imported)', () => {
    // From the list module itself: the web build takes only the named modules of a public-web
    // barrel (publicWebBarrels.test.ts), which this walk of whole files would not.
    const statically = reached('plugins/flows/web/FlowsListPage.tsx', { dynamic: false });
    expect(statically.has('plugins/flows/web/flowActions.ts')).toBe(true);
    expect(validatorsImportedBy(statically)).toEqual([]);
  });

  it('the rule can fail: the checks reach the validators through a dynamic import', () => {
    const all = reached(entry, { dynamic: true });
    expect(all.has('host/common/plugin/checkPluginDefinitions.ts')).toBe(true);
    expect(validatorsImportedBy(all)).toEqual(
      expect.arrayContaining([
        'host/common/plugin/checkPluginManifest.ts -> schemas/validators/pluginManifest.js',
        'node-registry/checkNodeDefinition.ts -> schemas/validators/nodeDefinition.js',
        'host/common/plugin/checkCredentialDefinition.ts -> schemas/validators/credentialDefinition.js',
      ]),
    );
  });
});
