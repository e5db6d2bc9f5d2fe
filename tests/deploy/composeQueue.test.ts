import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Docker is not on the machines this project is tested on, so deploy/compose.queue.yml and
 * deploy/Dockerfile are checked against the project instead of run: what they start must be what
 * the README's queue mode describes and what the code reads (the queue proof tests run the same
 * setup as processes on the machine's PostgreSQL and Redis).
 */
const root = join(import.meta.dirname, '../..');
const compose = parse(readFileSync(join(root, 'deploy/compose.queue.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { command?: string[]; environment?: Record<string, string>; image?: string; depends_on?: object }
  >;
};
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8');

describe('the queue-mode compose file', () => {
  it('starts PostgreSQL with pgvector, Redis, two server instances and workers, all in queue mode', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(['postgres', 'redis', 'server-a', 'server-b', 'worker']);
    expect(services.postgres?.image).toMatch(/^pgvector\/pgvector:/);
    for (const name of ['server-a', 'server-b', 'worker']) {
      const env = services[name]?.environment ?? {};
      expect(env.MODE, name).toBe('queue');
      // the hosts are the compose services
      expect(new URL(env.REDIS_URL ?? '').hostname, name).toBe('redis');
      expect(new URL(env.DATABASE_URL ?? '').hostname, name).toBe('postgres');
      // every process must share the key and the secret, and the file refuses to start without them
      expect(env.CREDENTIAL_KEY, name).toMatch(/^\$\{CREDENTIAL_KEY:\?/);
      expect(env.AUTH_SECRET, name).toMatch(/^\$\{AUTH_SECRET:\?/);
      expect(Object.keys(services[name]?.depends_on ?? {}).sort(), name).toEqual(['postgres', 'redis']);
    }
  });

  it('runs scripts the project has: workers `npm run worker`, servers the image default `npm start`', () => {
    const worker = compose.services.worker?.command ?? [];
    expect(worker.slice(0, 2)).toEqual(['npm', 'run']);
    expect(pkg.scripts[worker[2] ?? '']).toBeDefined();
    expect(compose.services['server-a']?.command).toBeUndefined();
    expect(dockerfile).toMatch(/CMD \["npm", "start"\]/);
    expect(pkg.scripts.start).toBeDefined();
  });

  it("builds on a Node the project's engines accept", () => {
    const major = Number(/FROM node:(\d+)/.exec(dockerfile)?.[1]);
    // engines: ">=20.19 <21 || >=22"
    expect(pkg.engines.node).toContain('>=22');
    expect(major).toBeGreaterThanOrEqual(22);
  });
});
