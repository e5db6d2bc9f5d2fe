import type { RedisClientType } from 'redis';
import type { ChatMessage } from '../../../../host/server/engine/engineTypes.ts';
import type { ChatflowComponent, MemoryInstance } from '../componentTypes.ts';
import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import {
  resolveAllowedAddresses,
  systemLookup,
} from '../../../../host/server/sandbox/resolveAllowedAddresses.ts';
import { num, str } from './inputValues.ts';

/** One client per server address, kept open between runs (a connection per question would be slow). */
const clients = new Map<string, Promise<RedisClientType>>();

interface RedisTarget {
  host: string;
  port: number;
  tls: boolean;
  username?: string;
  password?: string;
  database?: number;
}

/** Where the credential points: a redis:// or rediss:// URL, or host, port and the rest. */
export function redisTarget(cred: Record<string, unknown>): RedisTarget {
  const url = str(cred.redisUrl);
  if (url) {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new Error('The Redis URL is not a URL');
    }
    if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
      throw new Error(`The Redis URL must start with redis:// or rediss://, not ${u.protocol}//`);
    const database = Number(u.pathname.slice(1));
    return {
      host: u.hostname.replace(/^\[|\]$/g, ''),
      port: Number(u.port) || 6379,
      tls: u.protocol === 'rediss:',
      ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
      ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
      ...(u.pathname.length > 1 && Number.isInteger(database) ? { database } : {}),
    };
  }
  const host = str(cred.redisCacheHost);
  if (!host) throw new Error('Choose a Redis credential with a host or a URL');
  return {
    host,
    port: num(cred.redisCachePort) ?? 6379,
    tls: cred.redisCacheSslEnabled === true || cred.redisCacheSslEnabled === 'true',
    ...(str(cred.redisCacheUser) ? { username: str(cred.redisCacheUser) } : {}),
    ...(str(cred.redisCachePwd) ? { password: str(cred.redisCachePwd) } : {}),
  };
}

/**
 * The client options for a target, after the same address rule every outgoing request follows
 * (HTTP_ALLOW_PRIVATE): the host is resolved once, refused when any address is private and not
 * allowed, and the client connects to that address (a second DNS answer cannot swap it); TLS still
 * checks the certificate against the host name.
 */
async function connectionOf(
  target: RedisTarget,
  allowPrivate: AllowPrivate,
): Promise<Record<string, unknown>> {
  const [first] = await resolveAllowedAddresses(
    new URL(`http://${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`),
    allowPrivate,
    systemLookup,
  );
  return {
    socket: {
      host: first?.address ?? target.host,
      port: target.port,
      ...(target.tls ? { tls: true, servername: target.host } : {}),
    },
    ...(target.username ? { username: target.username } : {}),
    ...(target.password ? { password: target.password } : {}),
    ...(target.database !== undefined ? { database: target.database } : {}),
  };
}

async function client(options: Record<string, unknown>): Promise<RedisClientType> {
  const key = JSON.stringify(options);
  let hit = clients.get(key);
  if (!hit) {
    hit = (async () => {
      const { createClient } = await import('redis');
      const c = createClient({
        ...options,
        // fail a run quickly when the server is away instead of queueing commands forever
        disableOfflineQueue: true,
        socket: { ...((options.socket as object) ?? {}), connectTimeout: 5000, reconnectStrategy: false },
      }) as RedisClientType;
      c.on('error', () => clients.delete(key));
      await c.connect();
      return c;
    })();
    hit.catch(() => clients.delete(key));
    clients.set(key, hit);
  }
  return hit;
}

/** Closes every kept connection (tests, shutdown). */
export async function closeRedisClients(): Promise<void> {
  const all = [...clients.values()];
  clients.clear();
  await Promise.all(all.map((p) => p.then((c) => c.quit()).catch(() => {})));
}

/** A stored message in the peer's form (LangChain's StoredMessage), newest first in the list. */
interface Stored {
  type?: string;
  data?: { content?: unknown };
}

const fromStored = (raw: string): ChatMessage | undefined => {
  try {
    const m = JSON.parse(raw) as Stored;
    const content = typeof m.data?.content === 'string' ? m.data.content : '';
    if (m.type === 'human') return { role: 'user', content };
    if (m.type === 'ai') return { role: 'assistant', content };
  } catch {
    // another program's entry under the same key: not a message
  }
  return undefined;
};

const toStored = (type: 'human' | 'ai', content: string) =>
  JSON.stringify({ type, data: { content, additional_kwargs: {} } });

/**
 * Redis-backed memory: the session's messages live in a Redis list under the session id (the
 * node's Session Id when set), newest first as the peer keeps them, so existing data reads back.
 */
export const redisMemoryComponent: ChatflowComponent = {
  async init(ctx): Promise<MemoryInstance> {
    const target = redisTarget(await ctx.credential());
    const key = str(ctx.inputs.sessionId) ?? ctx.run.input.sessionId;
    const ttl = num(ctx.inputs.sessionTTL);
    const windowSize = num(ctx.inputs.windowSize);
    const redis = () =>
      connectionOf(target, ctx.run.services.allowPrivate)
        .then(client)
        .catch((error: unknown) => {
          throw new Error(
            `Redis could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
    return {
      kind: 'memory',
      memoryKey: str(ctx.inputs.memoryKey) ?? 'chat_history',
      async messages() {
        const raw = await (await redis()).lRange(key, 0, windowSize ? windowSize - 1 : -1);
        return raw
          .reverse()
          .map(fromStored)
          .filter((m): m is ChatMessage => !!m);
      },
      async save(question, answer) {
        const c = await redis();
        await c.lPush(key, [toStored('human', question), toStored('ai', answer)]);
        if (ttl) await c.expire(key, ttl);
      },
    };
  },
};
