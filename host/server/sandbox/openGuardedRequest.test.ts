import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guardedFetch.ts';
import { GuardedFetchError } from './guardedFetchError.ts';

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

/**
 * A server that drops a connection, unanswered, when a request arrives on it after `answered`
 * requests: what a request meets when it goes out on a kept-alive connection the server has just
 * closed (its idle timeout racing the reuse).
 */
async function droppingServer(answered: number): Promise<{ url: string; seen: () => number }> {
  let seen = 0;
  const perSocket = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    seen++;
    const n = perSocket.get(req.socket) ?? 0;
    perSocket.set(req.socket, n + 1);
    if (n >= answered) {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => res.end(`answer ${seen}`));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen: () => seen };
}

describe('a kept-alive connection the server has closed', () => {
  it('is replaced by a fresh one: the request is sent again and answered', async () => {
    const server = await droppingServer(1);
    const fetch = createGuardedFetch({ allowPrivate: true });
    const post = () => fetch(server.url, { method: 'POST', body: '{"q":1}' });
    expect((await post()).text()).toBe('answer 1');
    // The same connection is reused and dropped; a new one answers.
    expect((await post()).text()).toBe('answer 3');
    expect(server.seen()).toBe(3);
  });

  it('but a fresh connection that fails is a failure, not sent again', async () => {
    const server = await droppingServer(0);
    const fetch = createGuardedFetch({ allowPrivate: true });
    const error = await fetch(server.url, { method: 'POST', body: '{}' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GuardedFetchError);
    expect((error as GuardedFetchError).code).toBe('NETWORK');
    expect(server.seen()).toBe(1);
  });
});
