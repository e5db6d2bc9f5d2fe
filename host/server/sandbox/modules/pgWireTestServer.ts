import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';

/**
 * For tests: a PostgreSQL server on 127.0.0.1 speaking the wire protocol, backed by an in-memory PGlite.
 * It answers the start-up itself (no TLS, any user and password), then hands every message to PGlite as it
 * comes and writes back what PGlite answers. One connection at a time is all PGlite can serve; queries wait.
 */
export interface PgWireTestServer {
  port: number;
  db: PGlite;
  connections: number;
  close(): Promise<void>;
}

const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const message = (type: string, body: Buffer) =>
  Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);

export async function startPgWireTestServer(): Promise<PgWireTestServer> {
  const db = await PGlite.create();
  let queue: Promise<unknown> = Promise.resolve();
  const state = { connections: 0 };
  const serve = (socket: Socket) => {
    state.connections++;
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          buffered = buffered.subarray(length);
          if (code === 80877103) {
            socket.write('N'); // no TLS
            continue;
          }
          started = true;
          socket.write(
            Buffer.concat([
              message('R', int32(0)),
              message('S', Buffer.from('server_version\u000016.0\u0000')),
              message('S', Buffer.from('client_encoding\u0000UTF8\u0000')),
              message('Z', Buffer.from('I')),
            ]),
          );
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1) + 1;
        if (buffered.length < length) return;
        const frame = new Uint8Array(buffered.subarray(0, length));
        buffered = buffered.subarray(length);
        if (frame[0] === 0x58) {
          socket.end(); // Terminate
          return;
        }
        queue = queue.then(async () => {
          const reply = await db.execProtocolRaw(frame);
          if (!socket.destroyed) socket.write(reply);
        });
      }
    });
  };
  const server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    db,
    get connections() {
      return state.connections;
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
