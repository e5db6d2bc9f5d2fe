import { describe, expect, it } from 'vitest';
import { createSseParser, readSseStream, type StreamEvent } from './sseParser.ts';

const block = (event: string, data: unknown) => `message:\ndata:${JSON.stringify({ event, data })}\n\n`;

describe('createSseParser', () => {
  it('emits events from chunks split anywhere, including inside a block', () => {
    const got: StreamEvent[] = [];
    const p = createSseParser((e) => got.push(e));
    const text =
      block('start', 'c1') + block('token', 'Hel') + block('token', 'lo\n\nworld') + block('end', '[DONE]');
    for (let i = 0; i < text.length; i += 7) p.push(text.slice(i, i + 7));
    p.end();
    expect(got).toEqual([
      { event: 'start', data: 'c1' },
      { event: 'token', data: 'Hel' },
      { event: 'token', data: 'lo\n\nworld' },
      { event: 'end', data: '[DONE]' },
    ]);
  });

  it('skips blocks that are not JSON events and keeps a final block without a blank line', () => {
    const got: StreamEvent[] = [];
    const p = createSseParser((e) => got.push(e));
    p.push('message:\ndata:not json\n\n: comment\n\ndata:{"x":1}\n\r\n');
    p.push('message:\ndata:{"event":"end","data":"[DONE]"}');
    p.end();
    expect(got).toEqual([{ event: 'end', data: '[DONE]' }]);
  });
});

describe('readSseStream', () => {
  it('decodes multi-byte text split across chunks', async () => {
    const bytes = new TextEncoder().encode(block('token', 'héllo ✓'));
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 30));
        c.enqueue(bytes.slice(30));
        c.close();
      },
    });
    const got: StreamEvent[] = [];
    await readSseStream(body, (e) => got.push(e));
    expect(got).toEqual([{ event: 'token', data: 'héllo ✓' }]);
  });
});
