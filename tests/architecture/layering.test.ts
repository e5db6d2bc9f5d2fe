import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const scanned = ['host', 'plugins', 'node-registry', 'tests'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports, statically or dynamically, resolved to a repo path. */
function importsOf(file: string, text: string): string[] {
  // Comments may mention imports (docs of a contract); only code counts.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs = [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => (s.startsWith('.') ? relative(root, resolve(file, '..', s)) : s));
}

const layerOf = (repoPath: string): 'web' | 'server' | 'common' | null => {
  const parts = repoPath.split(sep);
  if (parts.includes('web')) return 'web';
  if (parts.includes('server')) return 'server';
  if (parts.includes('common')) return 'common';
  return null;
};

const nodeBuiltins = /^(node:|fs$|path$|os$|http$|https$|net$|dns$|crypto$|child_process$)/;
const domOnly = /^(react|react-dom|@fluentui\/|@xyflow\/|wouter|valtio\/react)/;

function violations(): string[] {
  const out: string[] = [];
  for (const top of scanned) {
    for (const file of sourceFiles(join(root, top))) {
      const rel = relative(root, file);
      const layer = layerOf(rel);
      if (!layer) continue;
      for (const target of importsOf(file, readFileSync(file, 'utf8'))) {
        const targetLayer = target.startsWith('.') || target.includes(sep) ? layerOf(target) : null;
        if (layer === 'web' && targetLayer === 'server') out.push(`${rel} (web) imports ${target} (server)`);
        if (layer === 'server' && targetLayer === 'web') out.push(`${rel} (server) imports ${target} (web)`);
        if (layer === 'common') {
          if (targetLayer === 'web' || targetLayer === 'server')
            out.push(`${rel} (common) imports ${target}`);
          if (nodeBuiltins.test(target)) out.push(`${rel} (common) imports the Node API ${target}`);
          if (domOnly.test(target)) out.push(`${rel} (common) imports the DOM library ${target}`);
        }
      }
    }
  }
  return out;
}

describe('layer rule', () => {
  it('web never imports server, server never imports web, common imports neither (nor DOM or Node APIs)', () => {
    expect(violations()).toEqual([]);
  });

  it('detects a violation (the rule can fail)', () => {
    const fake = join(root, 'host/web/x.ts');
    const targets = importsOf(fake, "import { a } from '../server/app.ts';");
    expect(targets.map(layerOf)).toEqual(['server']);
  });
});
