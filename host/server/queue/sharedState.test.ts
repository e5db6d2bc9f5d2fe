import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL, testPrefix } from '../../../tests/redis/testRedis.ts';
import { memorySharedState } from './memorySharedState.ts';
import { redisSharedState } from './redisSharedState.ts';
import type { SharedState } from './SharedState.ts';

const reachable = await redisReachable();

/** What both implementations promise: the tests run against each. */
function behaves(
  name: string,
  open: () => Promise<{ a: SharedState; b: SharedState; close(): Promise<void> }>,
) {
  describe(name, () => {
    let a: SharedState;
    let b: SharedState;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ a, b, close } = await open());
    });
    afterAll(() => close?.());

    it('a token bucket: max takes, then refused, for every holder of the state', async () => {
      const limit = { max: 3, windowSeconds: 3600 };
      const takes = [
        await a.takeToken('k', limit),
        await b.takeToken('k', limit),
        await a.takeToken('k', limit),
      ];
      expect(takes).toEqual([true, true, true]);
      expect(await b.takeToken('k', limit)).toBe(false);
      expect(await a.takeToken('other', limit)).toBe(true);
    });

    it('a lock is held by one at a time and free again after', async () => {
      let inner: unknown;
      const outer = await a.withLock('l', 10_000, async () => {
        inner = await b.withLock('l', 10_000, async () => 'second');
        return 'first';
      });
      expect(outer).toEqual({ ran: true, value: 'first' });
      expect(inner).toEqual({ ran: false });
      expect(await b.withLock('l', 10_000, async () => 2)).toEqual({ ran: true, value: 2 });
    });

    it('publishes to every subscriber until it unsubscribes', async () => {
      const got: unknown[] = [];
      const off = await b.subscribe('ch', (m) => got.push(m));
      await a.publish('ch', { n: 1 });
      await expect.poll(() => got).toEqual([{ n: 1 }]);
      await off();
      await a.publish('ch', { n: 2 });
      // A message published after the unsubscribe never arrives; one more on a listened channel proves the order.
      const probe: unknown[] = [];
      const offProbe = await b.subscribe('ch', (m) => probe.push(m));
      await a.publish('ch', { n: 3 });
      await expect.poll(() => probe).toEqual([{ n: 3 }]);
      expect(got).toEqual([{ n: 1 }]);
      await offProbe();
    });

    it('counts the members of a set and forgets removed ones', async () => {
      await a.addMember('runs', 'r1', 60_000);
      await b.addMember('runs', 'r2', 60_000);
      expect(await b.countMembers('runs')).toBe(2);
      expect(await a.hasMember('runs', 'r2')).toBe(true);
      await a.removeMember('runs', 'r2');
      expect(await b.countMembers('runs')).toBe(1);
      expect(await a.hasMember('runs', 'r2')).toBe(false);
    });
  });
}

behaves('memory shared state (one process)', async () => {
  const s = memorySharedState();
  return { a: s, b: s, close: () => s.close() };
});

describe.skipIf(!reachable)('Redis shared state', () => {
  behaves('two holders on one Redis (two instances)', async () => {
    const { prefix, drop } = testPrefix();
    const clients: RedisClientType[] = [];
    const client = async () => {
      const c = createClient({ url: TEST_REDIS_URL }) as RedisClientType;
      await c.connect();
      clients.push(c);
      return c;
    };
    const a = redisSharedState(await client(), await client(), prefix);
    const b = redisSharedState(await client(), await client(), prefix);
    return {
      a,
      b,
      async close() {
        await a.close();
        await b.close();
        await Promise.all(clients.map((c) => c.quit()));
        await drop();
      },
    };
  });

  it('tells the living owner tokens from the dead', async () => {
    const { prefix, drop } = testPrefix();
    const c1 = (await createClient({ url: TEST_REDIS_URL }).connect()) as RedisClientType;
    const c2 = (await createClient({ url: TEST_REDIS_URL }).connect()) as RedisClientType;
    const s = redisSharedState(c1, c2, prefix);
    try {
      s.keepAlive('me');
      await expect.poll(() => s.alive(['me', 'gone']).then((set) => [...set])).toEqual(['me']);
      await s.close();
      expect([...(await s.alive(['me']))]).toEqual([]);
    } finally {
      await c1.quit();
      await c2.quit();
      await drop();
    }
  });
});
