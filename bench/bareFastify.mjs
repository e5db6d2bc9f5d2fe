import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';

/** The baseline of bench/server-start.ts: a bare Fastify listen with one route and no database,
 * run by plain node like the bundled server. */
const app = Fastify();
app.get('/api/v1/ping', async () => 'pong');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`Bare Fastify ready at http://127.0.0.1:${port} (${Math.round(performance.now())} ms)`);
const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
