/**
 * Where PGlite runs: `worker` (default) on a thread of its own, so its query work does not hold the
 * event loop that serves HTTP and streams; `main` on the calling thread (PGLITE_THREAD=main).
 * A file of its own so the start can decide before loading Kysely and the rest (openEmbeddedEarly).
 */
export function pgliteThreadMode(env: NodeJS.ProcessEnv = process.env): 'worker' | 'main' {
  return env.PGLITE_THREAD?.trim().toLowerCase() === 'main' ? 'main' : 'worker';
}
