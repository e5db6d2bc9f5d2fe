/**
 * What the web entry is made of: builds the web app into a scratch folder (no precompressed copies)
 * and lists the chunks every first page loads (the entry and its static imports, transitively) with
 * their minified and brotli sizes, then the modules in them by rendered size, grouped by package or
 * source folder. Where to look when the first page's JavaScript grows (bench/pages.ts measures it).
 * Run: npx tsx bench/entry.ts [--top 40] [--modules] [--chunks] (--modules lists single modules, not
 * groups; --chunks lists each chunk with its largest module)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Plugin, type UserConfig } from 'vite';
import config from '../vite.config.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const TOP = Number(args.includes('--top') ? args[args.indexOf('--top') + 1] : 40);
const SINGLE = args.includes('--modules');
const CHUNKS = args.includes('--chunks');

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  modules: Record<string, number>;
}

const chunks = new Map<string, ChunkInfo>();
const collect: Plugin = {
  name: 'bench-entry-collect',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue;
      const modules: Record<string, number> = {};
      for (const [id, m] of Object.entries(out.modules)) modules[id] = m.renderedLength;
      chunks.set(out.fileName, {
        fileName: out.fileName,
        isEntry: out.isEntry,
        imports: out.imports,
        code: out.code,
        modules,
      });
    }
  },
};

/** node_modules/@scope/pkg or node_modules/pkg, else the source folder two levels deep. */
function group(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg && !SINGLE) return pkg[1] ?? clean;
  if (pkg) return clean.slice(clean.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const rel = relative(root, clean);
  if (SINGLE) return rel;
  return rel
    .split('/')
    .slice(0, rel.startsWith('plugins/') ? 3 : 2)
    .join('/');
}

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const outDir = await mkdtemp(join(tmpdir(), 'bench-entry-'));
try {
  const base = config as UserConfig;
  const plugins = (base.plugins ?? [])
    .flat()
    .filter((p) => !(p && 'name' in p && p.name === 'brains-precompress'));
  await build({
    ...base,
    configFile: false,
    logLevel: 'warn',
    plugins: [...plugins, collect],
    build: { ...base.build, outDir, emptyOutDir: true },
  });
  const entry = [...chunks.values()].find((c) => c.isEntry && c.fileName.startsWith('assets/index-'));
  if (!entry) throw new Error('no entry chunk found');
  const first = new Set<string>();
  const visit = (name: string) => {
    if (first.has(name)) return;
    first.add(name);
    for (const i of chunks.get(name)?.imports ?? []) visit(i);
  };
  visit(entry.fileName);
  const loaded = [...first].map((n) => chunks.get(n)).filter((c): c is ChunkInfo => !!c);
  const min = loaded.reduce((n, c) => n + c.code.length, 0);
  const br = loaded.reduce((n, c) => n + brotli(c.code), 0);
  console.log(`entry ${entry.fileName}: ${loaded.length} chunks, ${kb(min)} minified, ${kb(br)} brotli`);
  if (CHUNKS) {
    for (const c of [...loaded].sort((a, b) => b.code.length - a.code.length)) {
      const [biggest] = Object.entries(c.modules).sort((a, b) => b[1] - a[1]);
      const what = biggest ? `${group(biggest[0])} ...` : '';
      console.log(
        `${kb(c.code.length).padStart(10)} ${kb(brotli(c.code)).padStart(9)} br  ${c.fileName}  ${what}`,
      );
    }
  }
  const groups = new Map<string, number>();
  for (const c of loaded)
    for (const [id, size] of Object.entries(c.modules))
      groups.set(group(id), (groups.get(group(id)) ?? 0) + size);
  const sorted = [...groups.entries()].sort((a, b) => b[1] - a[1]);
  for (const [name, size] of sorted.slice(0, TOP)) console.log(`${kb(size).padStart(10)}  ${name}`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
