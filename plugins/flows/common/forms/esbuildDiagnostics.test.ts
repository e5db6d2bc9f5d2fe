import * as esbuild from 'esbuild-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCodeSyntax, formatDiagnostic, mapEsbuildMessages } from './esbuildDiagnostics.ts';

// The same esbuild-wasm the browser loads, run in Node (no wasmURL needed there).
beforeAll(async () => {
  await esbuild.initialize({});
}, 60_000);

describe('mapEsbuildMessages', () => {
  it('turns esbuild locations (column from 0) into line/column from 1', () => {
    expect(
      mapEsbuildMessages([{ text: 'Unexpected "}"', location: { line: 2, column: 4 } }, { text: 'x' }]),
    ).toEqual([
      { line: 2, column: 5, message: 'Unexpected "}"' },
      { line: 1, column: 1, message: 'x' },
    ]);
    expect(formatDiagnostic({ line: 3, column: 7, message: 'Boom' })).toBe('Line 3, column 7: Boom');
  });
});

describe('checkCodeSyntax with esbuild-wasm', { timeout: 30_000 }, () => {
  it('accepts a function body with top-level return and await', async () => {
    expect(await checkCodeSyntax(esbuild.transform, 'const a = await fetch("x");\nreturn a;')).toEqual([]);
  });
  it('reports the first error at the line and column of the user code', async () => {
    const [first] = await checkCodeSyntax(esbuild.transform, 'const a = 1;\nconst b = ;\nreturn b;');
    expect(first).toMatchObject({ line: 2, column: 11 });
    expect(first?.message).toMatch(/Unexpected/);
  });
  it('compiles TypeScript when asked and refuses it as JavaScript', async () => {
    const code = 'const n: number = 1;\nreturn n;';
    expect(await checkCodeSyntax(esbuild.transform, code, 'ts')).toEqual([]);
    const [err] = await checkCodeSyntax(esbuild.transform, code, 'js');
    expect(err?.line).toBe(1);
  });
  it('puts an unclosed block at the end of the code', async () => {
    const [err] = await checkCodeSyntax(esbuild.transform, 'if (a) {\n  return 1;');
    expect(err?.line).toBe(2);
  });
});
