import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { SharedState, TokenLimit } from './SharedState.ts';

/** The bucket refilled for the time since its last take (Redis's clock, so every instance agrees). */
const TAKE_TOKEN = `
local max = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or max
local at = tonumber(b[2]) or now
tokens = math.min(max, tokens + (now - at) * max / windowMs)
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], windowMs * 2)
return ok`;

/** Deletes the lock only when this holder still has it (it may have lapsed and been taken). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

const ALIVE_MS = 30_000;

/**
 * Queue mode's shared state on Redis (every key under `prefix:`). `client` sends commands;
 * `subscriber` is a second connection that only listens (a subscribed connection sends nothing else).
 */
export function redisSharedState(
  client: RedisClientType,
  subscriber: RedisClientType,
  prefix: string,
): SharedState {
  const key = (k: string) => `${prefix}:${k}`;
  const living = new Set<string>();
  const announce = () =>
    Promise.all(
      [...living].map((t) => client.sendCommand(['SET', key(`alive:${t}`), '1', 'PX', String(ALIVE_MS)])),
    ).catch(() => {});
  const heartbeat = setInterval(announce, ALIVE_MS / 3);
  heartbeat.unref();
  return {
    kind: 'redis',
    async takeToken(name: string, limit: TokenLimit) {
      const ok = await client.sendCommand([
        'EVAL',
        TAKE_TOKEN,
        '1',
        key(`bucket:${name}`),
        String(limit.max),
        String(limit.windowSeconds * 1000),
      ]);
      return Number(ok) === 1;
    },
    async withLock(name, ttlMs, fn) {
      const holder = randomUUID();
      const lock = key(`lock:${name}`);
      const got = await client.sendCommand(['SET', lock, holder, 'NX', 'PX', String(ttlMs)]);
      if (got === null) return { ran: false };
      try {
        return { ran: true, value: await fn() };
      } finally {
        await client.sendCommand(['EVAL', RELEASE, '1', lock, holder]).catch(() => {});
      }
    },
    async publish(channel, message) {
      await client.sendCommand(['PUBLISH', key(channel), JSON.stringify(message)]);
    },
    async subscribe(channel, listener) {
      const onMessage = (text: string) => listener(JSON.parse(text));
      await subscriber.subscribe(key(channel), onMessage);
      return () => subscriber.unsubscribe(key(channel), onMessage);
    },
    async addMember(set, member, ttlMs) {
      await client.sendCommand(['ZADD', key(`set:${set}`), String(Date.now() + ttlMs), member]);
      await client.sendCommand(['PEXPIRE', key(`set:${set}`), String(ttlMs)]);
    },
    async removeMember(set, member) {
      await client.sendCommand(['ZREM', key(`set:${set}`), member]);
    },
    async countMembers(set) {
      await client.sendCommand(['ZREMRANGEBYSCORE', key(`set:${set}`), '-inf', String(Date.now())]);
      return Number(await client.sendCommand(['ZCARD', key(`set:${set}`)]));
    },
    async hasMember(set, member) {
      const expires = await client.sendCommand(['ZSCORE', key(`set:${set}`), member]);
      return expires !== null && Number(expires) > Date.now();
    },
    keepAlive(token) {
      living.add(token);
      void announce();
    },
    async alive(tokens) {
      if (!tokens.length) return new Set();
      const found = (await client.sendCommand([
        'MGET',
        ...tokens.map((t) => key(`alive:${t}`)),
      ])) as unknown[];
      return new Set(tokens.filter((_t, i) => found[i] !== null));
    },
    async ping() {
      if (!client.isReady) return false;
      return String(await client.sendCommand(['PING'])) === 'PONG';
    },
    async close() {
      clearInterval(heartbeat);
      // This process's runs are no longer executed anywhere: let a sweep take them at once.
      if (client.isReady && living.size)
        await client.sendCommand(['DEL', ...[...living].map((t) => key(`alive:${t}`))]).catch(() => {});
    },
  };
}
