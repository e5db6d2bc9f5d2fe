import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './sourceImports.ts';

/**
 * vite.config.ts declares plugins/<id>/public-web.ts free of side effects, so a page importing one
 * name from such a barrel takes only that name's modules (the flows list does not download the
 * canvas). That holds while a barrel only re-exports: any other statement would be dropped.
 */
function statementsBesidesExports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s && !/^export\s+(type\s+)?(\{[^}]*\}|\*)(\s+as\s+\w+)?\s+from\s+['"][^'"]+['"]$/.test(s));
}

describe('public-web barrels', () => {
  it('only re-export (the web build treats them as free of side effects)', () => {
    const barrels = readdirSync(join(root, 'plugins'))
      .map((id) => join(root, 'plugins', id, 'public-web.ts'))
      .filter(existsSync);
    expect(barrels.length).toBeGreaterThan(0);
    const offending = barrels.flatMap((file) =>
      statementsBesidesExports(readFileSync(file, 'utf8')).map((s) => `${file.slice(root.length + 1)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('the rule can fail: a statement beside the re-exports is caught', () => {
    const text = "export { A } from './a.ts';\nexport type { B } from './b.ts';\naddMessages('de', de);\n";
    expect(statementsBesidesExports(text)).toEqual(["addMessages('de', de)"]);
  });
});
