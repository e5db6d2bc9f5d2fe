import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import Fastify from 'fastify';

/** The second baseline of bench/server-start.ts: bare Fastify plus opening the same PGlite data
 * folder the server opens (DATA_DIR/pgdata, pgvector loaded), one query, then listen. */
const db = await PGlite.create(join(process.env.DATA_DIR ?? '.', 'pgdata'), { extensions: { vector } });
await db.query('select 1');
const app = Fastify();
app.get('/api/v1/ping', async () => 'pong');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`Bare Fastify + PGlite ready at http://127.0.0.1:${port} (${Math.round(performance.now())} ms)`);
const stop = () =>
  app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
