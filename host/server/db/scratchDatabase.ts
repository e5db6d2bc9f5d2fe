import { randomBytes } from 'node:crypto';

/** A throw-away database on a PostgreSQL server, for tests and benchmarks. */
export interface ScratchDatabase {
  /** DATABASE_URL of the new database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, fn: (q: (text: string) => Promise<unknown>) => Promise<T>) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn((text) => client.query(text));
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE <prefix>_<random> on the server of `serverUrl`; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, prefix = 'bs_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (q) => q(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      await onServer(serverUrl, (q) => q(`drop database if exists "${name}" with (force)`));
    },
  };
}
