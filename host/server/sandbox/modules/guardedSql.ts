import type { AllowPrivate } from '../../../common/net/allowPrivate.ts';
import { type HostLookup, resolveAllowedAddresses, systemLookup } from '../resolveAllowedAddresses.ts';

/** Where user code's `pg` / `typeorm` connects: fields as node-postgres takes them, or a postgres:// URL. */
export interface SqlConnection {
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  database?: string;
  connectionString?: string;
  ssl?: boolean;
}

export interface SqlCall {
  connection: SqlConnection;
  text: string;
  params?: unknown[];
}

/** Rows as JSON data (dates as ISO text), at most MAX_ROWS of them. */
export interface SqlReply {
  rows: Record<string, unknown>[];
  fields: string[];
  rowCount: number | null;
  command: string;
}

/** One query from sandboxed code, made by the host (the sandbox has no sockets). */
export type GuardedSql = (call: SqlCall, signal?: AbortSignal) => Promise<SqlReply>;

const MAX_ROWS = 10_000;
const TIMEOUT_MS = 30_000;

function target(connection: SqlConnection) {
  if (connection.connectionString) {
    const url = new URL(connection.connectionString);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new Error(`Only postgres:// connection strings are supported, not ${url.protocol}`);
    }
    return {
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port) || 5432,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.slice(1)),
      ssl: connection.ssl ?? url.searchParams.get('sslmode') === 'require',
    };
  }
  return {
    hostname: connection.host || 'localhost',
    port: Number(connection.port) || 5432,
    user: connection.user ?? '',
    password: connection.password ?? '',
    database: connection.database ?? '',
    ssl: connection.ssl === true,
  };
}

/**
 * PostgreSQL for sandboxed code under the same address rules as its fetch: the host name is resolved and
 * checked (HTTP_ALLOW_PRIVATE for private and loopback addresses), and the connection goes to that address.
 * A connection per query, closed right after; a run that ends aborts its queries.
 */
export function createGuardedSql(options: { allowPrivate: AllowPrivate; lookup?: HostLookup }): GuardedSql {
  return async (call, signal) => {
    const t = target(call.connection ?? {});
    const host = t.hostname.includes(':') ? `[${t.hostname}]` : t.hostname;
    const [address] = await resolveAllowedAddresses(
      new URL(`http://${host}:${t.port}`),
      options.allowPrivate,
      options.lookup ?? systemLookup,
    );
    // Loaded on first use: the agent flow's Custom Function node imports this at start.
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      host: address!.address,
      port: t.port,
      user: t.user,
      password: t.password,
      database: t.database,
      ssl: t.ssl ? { servername: t.hostname } : false,
      connectionTimeoutMillis: TIMEOUT_MS,
      query_timeout: TIMEOUT_MS,
    });
    client.on('error', () => {}); // a dropped connection fails the query below; nothing else listens
    const abort = () => void client.end().catch(() => {});
    signal?.addEventListener('abort', abort, { once: true });
    try {
      await client.connect();
      const results = await client.query({ text: String(call.text), values: call.params ?? [] });
      const result = Array.isArray(results) ? results.at(-1) : results;
      return {
        rows: JSON.parse(JSON.stringify((result?.rows ?? []).slice(0, MAX_ROWS))),
        fields: (result?.fields ?? []).map((f: { name: string }) => f.name),
        rowCount: result?.rowCount ?? null,
        command: result?.command ?? '',
      };
    } finally {
      signal?.removeEventListener('abort', abort);
      await client.end().catch(() => {});
    }
  };
}
