import { basename, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, importsOfFile, root, sourceFiles } from './sourceImports.ts';

const scanned = ['host', 'plugins', 'node-registry', 'tests'];
type Layer = 'web' | 'server' | 'common';

const folderLayer = (repoPath: string): Layer | null => {
  const parts = repoPath.split(sep);
  if (parts.includes('web')) return 'web';
  if (parts.includes('server')) return 'server';
  if (parts.includes('common')) return 'common';
  return null;
};

/**
 * A plugin's public entries (README, "How plugins meet") sit beside its folders: public-web.ts is
 * web; public.ts is server when it re-exports any server code, else common (web may use it too).
 */
const publicLayers = new Map<string, Layer>();
function layerOf(repoPath: string): Layer | null {
  const name = basename(repoPath);
  if (name === 'public-web.ts') return 'web';
  if (name !== 'public.ts') return folderLayer(repoPath);
  let layer = publicLayers.get(repoPath);
  if (!layer) {
    const code = importsOfFile(join(root, repoPath));
    layer = code.some((i) => !i.typeOnly && folderLayer(i.target) === 'server') ? 'server' : 'common';
    publicLayers.set(repoPath, layer);
  }
  return layer;
}

const isPublicEntry = (repoPath: string) => /^plugins\/[^/]+\/public(-web)?\.ts$/.test(repoPath);

const nodeBuiltins = /^(node:|fs$|path$|os$|http$|https$|net$|dns$|crypto$|child_process$)/;
const domOnly = /^(react|react-dom|@fluentui\/|@xyflow\/|wouter|valtio\/react)/;

function violations(): string[] {
  const out: string[] = [];
  for (const top of scanned) {
    for (const file of sourceFiles(join(root, top))) {
      const rel = file.slice(root.length + 1);
      const layer = layerOf(rel);
      if (!layer) continue;
      for (const { target, typeOnly } of importsOfFile(file)) {
        const local = target.startsWith('.') || target.includes(sep);
        // Types are erased: a public entry's shapes (given or used) move no code across layers.
        if (typeOnly && (isPublicEntry(target) || isPublicEntry(rel))) continue;
        const targetLayer = local ? layerOf(target) : null;
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
    const targets = importsOf(fake, "import { a } from '../server/app.ts';").map((i) => i.target);
    expect(targets.map(layerOf)).toEqual(['server']);
  });

  it('places public entries: public-web.ts is web, public.ts is server or common by what it exports', () => {
    expect(layerOf('plugins/chat/public-web.ts')).toBe('web');
    expect(layerOf('plugins/chat/public.ts')).toBe('server');
    expect(layerOf('plugins/flows/public.ts')).toBe('common');
  });
});
