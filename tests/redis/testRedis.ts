import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

/** The tests' Redis server: REDIS_URL, or the machine's own on 127.0.0.1:6379. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the Redis server answers a PING. Queue-mode tests skip (saying so) only when it does
 * not; CI starts one (.ci/run), so there they run.
 */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 5000 } });
  client.on('error', () => {});
  try {
    await client.connect();
    return String(await client.ping()) === 'PONG';
  } catch {
    console.warn(`Redis at ${url} does not answer: the queue-mode tests are skipped`);
    return false;
  } finally {
    if (client.isOpen) await client.quit().catch(() => {});
  }
}

/** A key prefix of the test's own (`test:<random>`); drop() deletes every key under it. */
export function testPrefix(url = TEST_REDIS_URL): { prefix: string; drop(): Promise<void> } {
  const prefix = `test:${randomBytes(6).toString('hex')}`;
  return {
    prefix,
    async drop() {
      const client = createClient({ url });
      client.on('error', () => {});
      await client.connect();
      try {
        for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
          if (keys.length) await client.del(keys);
        }
      } finally {
        await client.quit();
      }
    },
  };
}
