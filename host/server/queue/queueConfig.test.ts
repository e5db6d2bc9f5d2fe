import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { isKnownMode } from './queueConfig.ts';

describe('queue mode settings', () => {
  it('are absent by default and with any MODE but queue (vitest sets MODE=test; main.ts warns)', () => {
    expect(parseConfig({}).queue).toBeUndefined();
    expect(parseConfig({ MODE: 'single', REDIS_URL: 'redis://x' }).queue).toBeUndefined();
    expect(parseConfig({ MODE: 'test' }).queue).toBeUndefined();
    expect(isKnownMode('test')).toBe(false);
    expect(isKnownMode(' Queue ')).toBe(true);
    expect(isKnownMode(undefined)).toBe(true);
  });

  it('MODE=queue reads REDIS_URL, QUEUE_PREFIX, WORKER_CONCURRENCY and QUEUE_LOCK_SECONDS', () => {
    expect(parseConfig({ MODE: 'queue', REDIS_URL: 'redis://127.0.0.1:6379' }).queue).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      prefix: 'brains',
      concurrency: 4,
      lockSeconds: 30,
    });
    expect(
      parseConfig({
        MODE: 'Queue',
        REDIS_URL: 'rediss://:pw@redis.example:6380/2',
        QUEUE_PREFIX: 'team-a',
        WORKER_CONCURRENCY: '16',
        QUEUE_LOCK_SECONDS: '5',
      }).queue,
    ).toEqual({
      redisUrl: 'rediss://:pw@redis.example:6380/2',
      prefix: 'team-a',
      concurrency: 16,
      lockSeconds: 5,
    });
  });

  it('a bad value stops the start naming the variable', () => {
    const bad: [Record<string, string>, string][] = [
      [{ MODE: 'queue' }, 'REDIS_URL'],
      [{ MODE: 'queue', REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
      [{ MODE: 'queue', REDIS_URL: 'redis://h', WORKER_CONCURRENCY: '0' }, 'WORKER_CONCURRENCY'],
      [{ MODE: 'queue', REDIS_URL: 'redis://h', QUEUE_LOCK_SECONDS: 'soon' }, 'QUEUE_LOCK_SECONDS'],
      [{ MODE: 'queue', REDIS_URL: 'redis://h', QUEUE_PREFIX: 'a b' }, 'QUEUE_PREFIX'],
    ];
    for (const [env, variable] of bad) {
      const err = (() => {
        try {
          parseConfig(env);
        } catch (e) {
          return e;
        }
      })();
      expect(err, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).variable).toBe(variable);
    }
  });
});
