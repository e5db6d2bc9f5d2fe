import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { webBody } from './webBody.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += Buffer.from(chunk).toString();
  return text;
}

describe('webBody', () => {
  it('passes chunks through as they come and ends with the source, once', async () => {
    const source = new PassThrough();
    let done = 0;
    const body = webBody(source, 100, 'model.test', () => done++);
    const reader = body.getReader();
    source.write('data: one\n\n');
    expect(Buffer.from((await reader.read()).value ?? []).toString()).toBe('data: one\n\n');
    source.end('data: two\n\n');
    expect(Buffer.from((await reader.read()).value ?? []).toString()).toBe('data: two\n\n');
    expect((await reader.read()).done).toBe(true);
    expect(done).toBe(1);
  });

  it('pauses the source while the reader is behind and resumes it when it reads', async () => {
    const source = new PassThrough();
    const body = webBody(source, 1_000_000, 'model.test', () => {});
    for (let i = 0; i < 40; i++) source.write(`chunk ${i};`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.isPaused()).toBe(true);
    source.end();
    const text = await readAll(body);
    expect(text.split(';').length).toBe(41);
  });

  it('refuses more than maxBytes with TOO_LARGE and destroys the source', async () => {
    const source = new PassThrough();
    let done = 0;
    const body = webBody(source, 10, 'model.test', () => done++);
    source.write('0123456789');
    source.write('x');
    await expect(readAll(body)).rejects.toMatchObject({ code: 'TOO_LARGE' });
    expect(source.destroyed).toBe(true);
    expect(done).toBe(1);
  });

  it('errors on a source error or a premature close, and destroys the source when cancelled', async () => {
    const failing = new PassThrough();
    const failed = readAll(webBody(failing, 100, 'model.test', () => {}));
    failing.destroy(new Error('socket hang up'));
    await expect(failed).rejects.toThrow('socket hang up');

    const cut = new PassThrough();
    const cutRead = readAll(webBody(cut, 100, 'model.test', () => {}));
    cut.destroy();
    await expect(cutRead).rejects.toThrow(/premature close/i);

    const cancelled = new PassThrough();
    let done = 0;
    const body = webBody(cancelled, 100, 'model.test', () => done++);
    await body.cancel();
    expect(cancelled.destroyed).toBe(true);
    expect(done).toBe(1);
  });
});
