import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildReason } from './webBuildState.ts';

describe('webBuildReason', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function setUp() {
    root = mkdtempSync(join(tmpdir(), 'bs-webstate-'));
    for (const dir of ['host/web', 'plugins/x/web', 'plugins/x/server', 'dist'])
      mkdirSync(join(root, dir), { recursive: true });
    const at = (file: string, seconds: number) => {
      writeFileSync(join(root, file), 'x');
      utimesSync(join(root, file), seconds, seconds);
    };
    return at;
  }

  it('asks for a build when dist/ has no index.html', async () => {
    setUp();
    await expect(webBuildReason(root, join(root, 'dist'))).resolves.toBe('no web build yet');
  });

  it('is satisfied when the build is newer than every web source', async () => {
    const at = setUp();
    at('host/web/main.tsx', 1000);
    at('plugins/x/web/Page.tsx', 1000);
    at('dist/index.html', 2000);
    await expect(webBuildReason(root, join(root, 'dist'))).resolves.toBeUndefined();
  });

  it('asks again when a plugin web file is newer than the build', async () => {
    const at = setUp();
    at('dist/index.html', 2000);
    at('plugins/x/web/Page.tsx', 3000);
    await expect(webBuildReason(root, join(root, 'dist'))).resolves.toBe(
      'plugins changed since the last build',
    );
  });

  it('ignores server halves and tests', async () => {
    const at = setUp();
    at('dist/index.html', 2000);
    at('plugins/x/server/index.ts', 3000);
    at('host/web/a.test.tsx', 3000);
    await expect(webBuildReason(root, join(root, 'dist'))).resolves.toBeUndefined();
  });
});
