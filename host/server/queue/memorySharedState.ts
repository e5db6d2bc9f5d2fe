import { EventEmitter } from 'node:events';
import type { SharedState, TokenLimit } from './SharedState.ts';

/** The default mode's shared state: one process, so its own memory is the whole truth. */
export function memorySharedState(): SharedState {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const locks = new Set<string>();
  const sets = new Map<string, Set<string>>();
  const channels = new EventEmitter();
  channels.setMaxListeners(0);
  const living = new Set<string>();
  return {
    kind: 'memory',
    async takeToken(key: string, limit: TokenLimit) {
      return takeFromBucket(buckets, key, limit, Date.now());
    },
    async withLock(name, _ttlMs, fn) {
      if (locks.has(name)) return { ran: false };
      locks.add(name);
      try {
        return { ran: true, value: await fn() };
      } finally {
        locks.delete(name);
      }
    },
    async publish(channel, message) {
      channels.emit(channel, message);
    },
    async subscribe(channel, listener) {
      channels.on(channel, listener);
      return async () => {
        channels.off(channel, listener);
      };
    },
    async addMember(set, member) {
      const members = sets.get(set) ?? new Set();
      members.add(member);
      sets.set(set, members);
    },
    async removeMember(set, member) {
      const members = sets.get(set);
      members?.delete(member);
      if (members && !members.size) sets.delete(set);
    },
    async countMembers(set) {
      return sets.get(set)?.size ?? 0;
    },
    async hasMember(set, member) {
      return sets.get(set)?.has(member) ?? false;
    },
    keepAlive(token) {
      living.add(token);
    },
    async alive(tokens) {
      return new Set(tokens.filter((t) => living.has(t)));
    },
    async ping() {
      return true;
    },
    async close() {
      channels.removeAllListeners();
    },
  };
}

/** Refills the bucket for the time passed, then takes a token when one is there (pure but for the map). */
export function takeFromBucket(
  buckets: Map<string, { tokens: number; at: number }>,
  key: string,
  limit: TokenLimit,
  now: number,
): boolean {
  const rate = limit.max / (limit.windowSeconds * 1000);
  const b = buckets.get(key) ?? { tokens: limit.max, at: now };
  b.tokens = Math.min(limit.max, b.tokens + (now - b.at) * rate);
  b.at = now;
  buckets.set(key, b);
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}
