import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@fluentui/react-icons';
/** `import { A24Regular, type FluentIcon } from '@fluentui/react-icons';`, possibly over several lines. */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@fluentui\/react-icons['"];?/g;

/** 'ChatMultiple24Regular' -> 'chat-multiple', the package's one-icon module (lib/atoms/svg). */
export function atomOf(name: string): string | undefined {
  const base = /^([A-Z][A-Za-z0-9]*?)(\d+)?(Regular|Filled|Color|Light)$/.exec(name)?.[1];
  return base
    ?.replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Rewrites one module's named icon imports from the package root to its one-icon modules
 * (`@fluentui/react-icons/svg/flow`); what has no such module (types, helpers) stays. `exists`
 * says whether an atom module exports the name. Lines are kept, so positions still match.
 */
export function rewriteIconImports(code: string, exists: (atom: string, name: string) => boolean): string {
  return code.replace(IMPORT, (statement, list: string) => {
    const kept: string[] = [];
    const atoms: string[] = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const name = /^(\w+)(\s+as\s+\w+)?$/.exec(spec)?.[1];
      const atom = name && atomOf(name);
      if (name && atom && exists(atom, name)) atoms.push(`import { ${spec} } from '${PACKAGE}/svg/${atom}';`);
      else kept.push(spec);
    }
    const lines = [...(kept.length ? [`import { ${kept.join(', ')} } from '${PACKAGE}';`] : []), ...atoms];
    const newlines = statement.split('\n').length - 1;
    return lines.join(' ') + '\n'.repeat(newlines);
  });
}

/**
 * Vite plugin: our sources' icons come from the package's one-icon modules. Imported from the
 * root, an icon lives in one of its multi-icon modules, which the build renders once with every
 * icon any page uses and places where the first page loads it: the entry carried ~80 KB of
 * icons, most of them for lazy pages (issue 16). Fluent's own components keep the root imports.
 */
export function iconAtomsPlugin(): Plugin {
  // The root resolves to lib-cjs/index.cjs here; the ES one-icon modules are under lib/.
  const svgDir = join(dirname(createRequire(import.meta.url).resolve(PACKAGE)), '..', 'lib', 'atoms', 'svg');
  const known = new Map<string, boolean>();
  const exists = (atom: string, name: string) => {
    const key = `${atom}/${name}`;
    let found = known.get(key);
    if (found === undefined) {
      const file = join(svgDir, `${atom}.js`);
      found = existsSync(file) && readFileSync(file, 'utf8').includes(`export const ${name} `);
      known.set(key, found);
    }
    return found;
  };
  return {
    name: 'brains-icon-atoms',
    // The web build only: tests and the dev server take the root, where nothing is bundled.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes(PACKAGE)) return null;
      const out = rewriteIconImports(code, exists);
      return out === code ? null : { code: out, map: null };
    },
  };
}
