import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLED_PACKAGES, buildServer, serverBuildReason } from './serverBuild.mjs';

/** A tiny repository with the start entry, a lazy web page and a server module. */
function fakeRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'bs-serverbuild-'));
  mkdirSync(join(root, 'host/server/cli'), { recursive: true });
  mkdirSync(join(root, 'plugins/x/web'), { recursive: true });
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'host/server/answer.ts'), 'export const answer: number = 42;\n');
  // A web page would drag in React and CSS; the bundle must replace it, never import it.
  writeFileSync(join(root, 'plugins/x/web/Page.tsx'), "import './page.css';\nexport default 1;\n");
  writeFileSync(
    join(root, 'host/server/cli/start.ts'),
    [
      "import { answer } from '../answer.ts';",
      // Spelled in two parts so the layering check does not read this fixture as an import.
      `export const page = () => import('../../../plugins/x/${'web'}/Page.tsx');`,
      'export const bundled = process.env.BRAINS_SERVER_BUNDLE;',
      'export { answer };',
    ].join('\n'),
  );
  return root;
}

describe('serverBuild', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('bundles the server, stubs lazy web modules and knows when it is current', async () => {
    root = fakeRepo();
    expect(serverBuildReason(root)).toBe('no server build yet');
    const bundle = await buildServer(root, { entries: { start: 'host/server/cli/start.ts' } });
    expect(serverBuildReason(root)).toBeUndefined();

    const mod = await import(pathToFileURL(bundle).href);
    expect(mod.answer).toBe(42);
    expect(mod.bundled).toBe('1');
    await expect(mod.page()).rejects.toThrow(/web module; the server never loads it/);

    const later = Date.now() / 1000 + 60;
    utimesSync(join(root, 'host/server/answer.ts'), later, later);
    expect(serverBuildReason(root)).toBe('host/server/answer.ts changed since the last build');

    rmSync(join(root, 'host/server/answer.ts'));
    expect(serverBuildReason(root)).toBe('host/server/answer.ts is gone');
  }, 60_000);

  it('rebuilds after the dependencies change', async () => {
    root = fakeRepo();
    await buildServer(root, { entries: { start: 'host/server/cli/start.ts' } });
    writeFileSync(join(root, 'package-lock.json'), '{"changed":true}');
    const later = Date.now() / 1000 + 60;
    utimesSync(join(root, 'package-lock.json'), later, later);
    expect(serverBuildReason(root)).toBe('dependencies changed');
  }, 60_000);

  it('bundles the listed packages and imports the others from node_modules', async () => {
    root = fakeRepo();
    const pkg = (name: string, source: string, type = 'module') => {
      mkdirSync(join(root, 'node_modules', name), { recursive: true });
      writeFileSync(
        join(root, 'node_modules', name, 'package.json'),
        `{"name":"${name}","type":"${type}","main":"index.js"}`,
      );
      writeFileSync(join(root, 'node_modules', name, 'index.js'), source);
    };
    // a listed package's own dependency comes along, CommonJS requiring a built-in included
    pkg(
      'kysely',
      "import dep from 'cjs-dep';\nexport const inlined = 'kysely-inlined-marker';\nexport const sep = dep.sep;\n",
    );
    pkg('cjs-dep', "module.exports = { sep: require('node:path').sep };\n", 'commonjs');
    pkg('left-alone', "export const outside = 'left-alone-marker';\n");
    writeFileSync(
      join(root, 'host/server/cli/start.ts'),
      "export { inlined, sep } from 'kysely';\nexport { outside } from 'left-alone';\n",
    );
    expect(BUNDLED_PACKAGES.has('kysely')).toBe(true);
    const bundle = await buildServer(root, { entries: { start: 'host/server/cli/start.ts' } });
    const code = readFileSync(bundle, 'utf8');
    expect(code).toContain('kysely-inlined-marker');
    expect(code).not.toMatch(/from ["']kysely["']/);
    expect(code).toMatch(/from ["']left-alone["']/);
    expect(code).not.toMatch(/["']cjs-dep["']/);
    const mod = await import(pathToFileURL(bundle).href);
    expect([mod.inlined, mod.sep, mod.outside]).toEqual(['kysely-inlined-marker', '/', 'left-alone-marker']);
    // package-lock.json stands for node_modules: a start does not stat every bundled file
    const inputs = JSON.parse(readFileSync(join(root, 'build/server/inputs.json'), 'utf8'))
      .inputs as string[];
    expect(inputs).toEqual(['host/server/cli/start.ts']);
    expect(serverBuildReason(root)).toBeUndefined();
  }, 60_000);
});
