import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The repository root. */
export const root = resolve(import.meta.dirname, '../..');

/** Every .ts/.tsx file under `dir` (node_modules skipped). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

export interface SourceImport {
  /** A relative specifier resolved to a repo path ('plugins/chat/public.ts'); a package name as is. */
  target: string;
  /** `import type` / `export type`: erased at build, so no code crosses with it. */
  typeOnly: boolean;
  /** `import('...')`: loaded when the code runs it, a chunk of its own in the web build. */
  dynamic: boolean;
}

/** Every module a file imports or re-exports, statically or dynamically. */
export function importsOf(file: string, text: string): SourceImport[] {
  // Comments may mention imports (docs of a contract); only code counts.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern =
    /(?:\b(import|export)(\s+type\b)?[^'";]*?\bfrom\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((m) => {
    const spec = m[3] as string;
    return {
      target: spec.startsWith('.') ? relative(root, resolve(file, '..', spec)) : spec,
      typeOnly: Boolean(m[2]),
      dynamic: /^import\s*\(/.test(m[0]),
    };
  });
}

/** A file's imports read from disk. */
export const importsOfFile = (file: string) => importsOf(file, readFileSync(file, 'utf8'));

/** The repo files `start` reaches through imports of code; dynamic ones only when asked. */
export function reached(start: string, { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of importsOfFile(join(root, file))) {
      if (i.typeOnly || (i.dynamic && !dynamic) || !/\.(ts|tsx)$/.test(i.target)) continue;
      if (existsSync(join(root, i.target))) queue.push(i.target);
    }
  }
  return seen;
}
