import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free port of 127.0.0.1; answers its base URL (http://127.0.0.1:port). */
export async function listenOnLoopback(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops `server` now, cutting kept-alive and still-streaming connections instead of waiting for them. */
export function closeNow(server: http.Server): void {
  server.closeAllConnections();
  server.close();
}
