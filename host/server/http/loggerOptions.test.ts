import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './loggerOptions.ts';

describe('loggerOptions', () => {
  it('redacts authorization and cookie headers, and honours the level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    const headers = {
      authorization: 'Bearer secret-token',
      cookie: 'sid=secret-cookie',
      accept: 'text/html',
    };
    app.log.info({ req: { headers } }, 'request');
    app.log.info({ headers }, 'outgoing call');
    app.log.debug('hidden at info');
    await app.close();
    const text = lines.join('');
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('secret-cookie');
    expect(text).toContain('[redacted]');
    expect(text).toContain('text/html');
    expect(text).not.toContain('hidden at info');
  });
});
