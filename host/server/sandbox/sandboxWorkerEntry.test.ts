import { describe, expect, it } from 'vitest';
import { sandboxWorkerEntry } from './sandboxWorkerEntry.ts';

describe('sandboxWorkerEntry', () => {
  it('from source, starts the bootstrap that registers tsx and imports sandboxWorker.ts', () => {
    const entry = sandboxWorkerEntry('file:///app/host/server/sandbox/sandboxWorkerEntry.ts');
    expect(entry.filename.href).toBe('file:///app/host/server/sandbox/sandboxWorkerBootstrap.mjs');
    expect(entry.workerData).toEqual({
      sandboxWorkerEntry: 'file:///app/host/server/sandbox/sandboxWorker.ts',
    });
  });

  it('from a bundle, starts sandboxWorker with the bundle extension beside the bundle', () => {
    expect(sandboxWorkerEntry('file:///app/dist-server/main.js')).toEqual({
      filename: new URL('file:///app/dist-server/sandboxWorker.js'),
    });
    expect(sandboxWorkerEntry('file:///app/dist-server/server.mjs').filename.href).toBe(
      'file:///app/dist-server/sandboxWorker.mjs',
    );
  });

  it('points at files that exist when running from source', async () => {
    const { access } = await import('node:fs/promises');
    const entry = sandboxWorkerEntry();
    await access(entry.filename);
    await access(new URL(entry.workerData!.sandboxWorkerEntry));
  });
});
