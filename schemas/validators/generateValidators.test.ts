import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../host/common/ajv.ts';
import pluginManifest from '../plugin-manifest.schema.json';
import { generateValidators } from './generateValidators.ts';
import validateManifest from './pluginManifest.js';

// Compiling every schema is CPU work that takes many seconds on a loaded machine.
describe('precompiled validators', { timeout: 120_000 }, () => {
  it('are up to date with schemas/*.schema.json (run `npm run schemas` after changing a schema)', async () => {
    const files = generateValidators();
    expect(files.size).toBeGreaterThan(0);
    for (const [file, source] of files) {
      const written = await readFile(new URL(file, import.meta.url), 'utf8').catch(() => '(missing)');
      expect(written, file).toBe(source);
    }
  });

  it('judge like the schema compiled at run time, errors included', () => {
    const runtime = createAjv().compile(pluginManifest);
    const cases: unknown[] = [
      { id: 'tools' },
      { id: 'Bad Id' },
      { id: 'tools', routes: [{ path: '/tools', page: () => null }] },
      { id: 'tools', routes: [{ path: '/tools', page: 'not a function' }] },
      { id: 'tools', unknown: true },
      null,
    ];
    for (const value of cases) {
      expect(validateManifest(value), JSON.stringify(value)).toBe(runtime(value));
      expect(validateManifest.errors ?? null).toEqual(runtime.errors ?? null);
    }
    expect(validateManifest({ id: 'tools', routes: [{ path: '/tools', page: 'x' }] })).toBe(false);
  });
});
