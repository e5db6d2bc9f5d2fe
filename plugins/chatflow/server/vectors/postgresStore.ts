import { createHash } from 'node:crypto';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { booleanInput, instanceOf, numberInput, textInput } from '../componentInputs.ts';
import type { BuildContext, ChatflowComponent, EmbeddingsInstance } from '../componentTypes.ts';
import { connectedDocuments } from './connectedDocuments.ts';
import { ExactIndex } from './exactIndex.ts';
import { vectorStoreOutput } from './vectorStoreOutput.ts';

type Pool = import('pg').Pool;

/** Pools by connection, reused by later runs of the same flow. */
const pools = new Map<string, Pool>();
/** Upserts done in this process (table and documents): the flow's next run skips them. */
const upserted = new Set<string>();

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A UUID made from a document's content, so upserting it twice keeps one row. */
const contentId = (text: string, metadata: unknown) => {
  const h = createHash('sha256')
    .update(JSON.stringify([text, metadata]))
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

async function poolOf(ctx: BuildContext): Promise<Pool> {
  const cred = await ctx.credential();
  const host = textInput(ctx, 'host').trim();
  const database = textInput(ctx, 'database').trim();
  if (!host || !database) throw new Error(`Set the host and the database`);
  const port = numberInput(ctx, 'port', 5432);
  // The outgoing-address rule (HTTP_ALLOW_PRIVATE) applies to this connection too; connecting to the
  // address checked means a second DNS answer cannot swap it.
  const { resolveAllowedAddresses, systemLookup } = await import(
    '../../../../host/server/sandbox/resolveAllowedAddresses.ts'
  );
  const probe = new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  const [address] = await resolveAllowedAddresses(probe, ctx.run.services.allowPrivate, systemLookup);
  const config = {
    host: address?.address ?? host,
    database,
    port,
    user: typeof cred.user === 'string' ? cred.user : undefined,
    password: typeof cred.password === 'string' ? cred.password : undefined,
    ssl: booleanInput(ctx, 'ssl') ? { rejectUnauthorized: false, servername: host } : undefined,
    max: 4,
  };
  const key = JSON.stringify(config);
  let pool = pools.get(key);
  if (!pool) {
    const { Pool } = (await import('pg')).default;
    pool = new Pool(config);
    // an idle client's error (server restart) must not crash the process
    pool.on('error', () => {});
    pools.set(key, pool);
  }
  return pool;
}

/** The table as the peer's Postgres store keeps it; `vector` with pgvector, else real[] scanned exactly. */
async function prepareTable(pool: Pool, table: string): Promise<'vector' | 'real[]'> {
  const found = await pool.query<{ type: string }>(
    `select format_type(atttypid, atttypmod) as type from pg_attribute
     where attrelid = to_regclass($1) and attname = 'embedding'`,
    [quoteIdent(table)],
  );
  if (found.rows[0]) return found.rows[0].type.startsWith('vector') ? 'vector' : 'real[]';
  let type: 'vector' | 'real[]' = 'real[]';
  try {
    await pool.query('create extension if not exists vector');
    type = 'vector';
  } catch {
    type = 'real[]';
  }
  await pool.query(
    `create table if not exists ${quoteIdent(table)} (id uuid primary key, "pageContent" text, metadata jsonb, embedding ${type})`,
  );
  return type;
}

/**
 * Postgres: vectors in a table of the user's PostgreSQL server (host, database and the
 * credential's user and password), as the peer's store keeps them: "pageContent", metadata jsonb,
 * embedding as pgvector's vector (cosine distance in SQL) or, without pgvector, real[] (an exact
 * scan here). Connected documents are upserted first (ids from their content).
 */
export const postgresStore: ChatflowComponent = {
  async init(ctx) {
    const embeddings = instanceOf<EmbeddingsInstance>(ctx, 'embeddings', 'embeddings');
    const table = textInput(ctx, 'tableName').trim() || 'documents';
    const pool = await poolOf(ctx);
    const type = await prepareTable(pool, table);
    const docs = connectedDocuments(ctx);
    const t = quoteIdent(table);
    const literal = (v: number[]) => (type === 'vector' ? `[${v.join(',')}]` : v);
    if (docs.length) {
      const ids = docs.map((d) => contentId(d.pageContent, d.metadata));
      const key = JSON.stringify([pool.options.host, pool.options.database, table, ids]);
      if (!upserted.has(key)) {
        const vectors = await embeddings.embed(
          docs.map((d) => d.pageContent),
          ctx.run.signal,
        );
        for (const [i, d] of docs.entries())
          await pool.query(
            `insert into ${t} (id, "pageContent", metadata, embedding) values ($1, $2, $3, $4) on conflict (id) do nothing`,
            [ids[i], d.pageContent, JSON.stringify(d.metadata), literal(vectors[i] ?? [])],
          );
        upserted.add(key);
      }
    }
    return vectorStoreOutput(ctx, async (query, k, signal): Promise<RetrievedDocument[]> => {
      const [vector = []] = await embeddings.embed([query], signal);
      if (type === 'vector') {
        const r = await pool.query<{
          id: string;
          pageContent: string;
          metadata: Record<string, unknown>;
          distance: number;
        }>(
          `select id, "pageContent", metadata, embedding <=> $1 as distance from ${t} order by distance limit $2`,
          [literal(vector), k],
        );
        return r.rows.map((row) => ({
          id: row.id,
          pageContent: row.pageContent,
          metadata: row.metadata ?? {},
          score: 1 - Number(row.distance),
        }));
      }
      const r = await pool.query<{
        pageContent: string;
        metadata: Record<string, unknown>;
        embedding: number[];
      }>(`select "pageContent", metadata, embedding from ${t}`);
      const index = new ExactIndex(
        r.rows.map((row) => ({ pageContent: row.pageContent, metadata: row.metadata ?? {} })),
        r.rows.map((row) => row.embedding.map(Number)),
      );
      return index.search(vector, k);
    });
  },
};
