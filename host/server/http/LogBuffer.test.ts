import { describe, expect, it } from 'vitest';
import { LogBuffer } from './LogBuffer.ts';

describe('LogBuffer', () => {
  it('keeps the latest lines parsed, counts them, and tells listeners', () => {
    const b = new LogBuffer(2);
    const heard: number[] = [];
    const stop = b.subscribe((e) => heard.push(e.seq));
    b.write(
      '{"level":30,"time":1,"msg":"a","pid":1,"hostname":"h","reqId":"r1"}\n{"level":50,"time":2,"msg":"b"}\n',
    );
    stop();
    b.write('not json\n');
    expect(b.list().map((e) => [e.seq, e.level, e.msg])).toEqual([
      [2, 50, 'b'],
      [3, 30, 'not json'],
    ]);
    expect(heard).toEqual([1, 2]);
  });

  it('never shows a mail text (reset and invitation links) or a token', () => {
    const b = new LogBuffer();
    b.write(
      `${JSON.stringify({ level: 30, time: 1, msg: 'no SMTP_HOST: mail kept in the outbox', to: 'a@b.c', text: 'https://x/reset?token=abc', token: 'abc' })}\n`,
    );
    expect(b.list()[0]?.fields).toEqual({ to: 'a@b.c', text: '[redacted]', token: '[redacted]' });
  });
});
