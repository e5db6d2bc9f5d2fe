import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedDownload } from './guardedDownload.ts';

let server: http.Server;
let url: URL;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'image/png; charset=binary' }).end(Buffer.from([1, 2, 3]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/cat.png`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('guardedDownload', () => {
  it('refuses a private URL the SDK would download, and leaves URLs the model takes to the provider', async () => {
    await expect(guardedDownload(false)([{ url, isUrlSupportedByModel: false }])).rejects.toThrow(
      /HTTP_ALLOW_PRIVATE=127\.0\.0\.1/,
    );
    expect(await guardedDownload(false)([{ url, isUrlSupportedByModel: true }])).toEqual([null]);
    expect(hits).toBe(0);
  });

  it('downloads when allowed, with the media type', async () => {
    const [got] = await guardedDownload(['127.0.0.1'])([{ url, isUrlSupportedByModel: false }]);
    expect(got).toEqual({ data: new Uint8Array([1, 2, 3]), mediaType: 'image/png' });
  });
});
