import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './sourceImports.ts';

/** The two places that may call React's lazy: both wait for the catalogues the code registered. */
const WRAPPERS = new Set(['host/web/components/lazyNamed.ts', 'host/web/router/lazyPage.ts']);

/** Web files (not tests) that call React's `lazy(` themselves. */
function rawLazyCallers(files: { path: string; text: string }[]): string[] {
  return files
    .filter(({ path, text }) => !WRAPPERS.has(path) && /(^|[^\w.])lazy\s*\(/m.test(stripComments(text)))
    .map(({ path }) => path);
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/**
 * Issue 19: a component loaded on demand shows in the reader's language at once. React's lazy
 * alone shows it as soon as its code is in, before the catalogue that code registered: the
 * German reader saw English until the next render. lazyNamed and lazyPage wait for both.
 */
describe('components loaded on demand', () => {
  const webFiles = ['host/web', 'plugins']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .map((full) => relative(root, full))
    .filter((path) => (path.startsWith('host/web/') || path.includes('/web/')) && !/\.test\.tsx?$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

  it('go through lazyNamed or lazyPage, never React.lazy directly', () => {
    expect(webFiles.length).toBeGreaterThan(100);
    expect(rawLazyCallers(webFiles)).toEqual([]);
  });

  it('the rule can fail: a page calling lazy itself is found', () => {
    const page = "const Charts = lazy(() => import('./Charts.tsx'));";
    expect(rawLazyCallers([{ path: 'plugins/x/web/Page.tsx', text: page }])).toEqual([
      'plugins/x/web/Page.tsx',
    ]);
    expect(
      rawLazyCallers([{ path: 'plugins/x/web/Page.tsx', text: "lazyNamed(() => import('./C.tsx'), 'C')" }]),
    ).toEqual([]);
  });
});
