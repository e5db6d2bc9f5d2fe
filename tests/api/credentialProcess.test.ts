import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signInProcess } from './startTestServer.ts';

/** Credentials in the real server process: nothing logged, the rotation command, a bad CREDENTIAL_KEY. */
describe('the real server process', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const baseEnv = (dataDir: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
    };
    delete env.CREDENTIAL_KEY;
    delete env.DATABASE_URL;
    return env;
  };

  /**
   * Runs a command to its end and collects its output. No short time limit: on a loaded machine
   * loading the server's modules alone can take a minute; the test's timeout bounds it, and the
   * child is stopped if it outlives that (spawn's own timeout, a little shorter).
   */
  function runToExit(
    script: string,
    env: NodeJS.ProcessEnv,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env, timeout: 240_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (status) => resolve({ status, stdout, stderr }));
    });
  }

  /** Starts host/server/main.ts, collecting everything it prints; resolves once it is ready. */
  async function startProcess(
    dataDir: string,
    output: string[],
  ): Promise<{ url: string; stop(): Promise<void> }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
      cwd: root,
      env: baseEnv(dataDir),
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let mine = '';
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        mine += chunk.toString();
        const ready = /ready at (http:\/\/\S+)/.exec(mine);
        if (ready?.[1]) resolve(ready[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${mine}`)));
    });
    return {
      url,
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }

  it('never logs a value, and the rotation command works on its stopped data', {
    timeout: 300_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bs-cred-proc-'));
    const output: string[] = [];
    const secrets = [`sk-log-${randomUUID()}`, `sk-log2-${randomUUID()}`, `pw-log-${randomUUID()}`];
    try {
      let proc = await startProcess(dataDir, output);
      const cookie = await signInProcess(proc.url);
      const send = (method: string, path: string, body?: string) =>
        fetch(`${proc.url}/api/v1${path}`, {
          method,
          headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body }),
        });
      const created = await send(
        'POST',
        '/credentials',
        JSON.stringify({
          name: 'logged?',
          credentialName: 'openAIApi',
          plainDataObj: { openAIApiKey: secrets[0] },
        }),
      );
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const answers = [
        await send('GET', '/credentials'),
        await send('GET', `/credentials/${id}`),
        await send(
          'PUT',
          `/credentials/${id}`,
          JSON.stringify({ plainDataObj: { openAIApiKey: secrets[1] } }),
        ),
        // Refused requests carrying secrets: an unknown field, a wrong type, a non-string value.
        await send(
          'POST',
          '/credentials',
          JSON.stringify({ name: 'x', credentialName: 'openAIApi', plainDataObj: { nope: secrets[2] } }),
        ),
        await send(
          'POST',
          '/credentials',
          JSON.stringify({ name: 'y', credentialName: 'noType', plainDataObj: { k: secrets[2] } }),
        ),
        await send(
          'PUT',
          `/credentials/${id}`,
          JSON.stringify({ plainDataObj: { openAIApiKey: [secrets[2]] } }),
        ),
        await send('POST', '/credentials', `{"name":"z","plainDataObj":{"k": ${secrets[2]}}}`), // not JSON
      ];
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 400, 400, 400, 400]);
      const bodies = await Promise.all(answers.map((r) => r.text()));
      for (const s of secrets) expect(bodies.join('\n')).not.toContain(s);
      await proc.stop();

      const rotation = await runToExit('plugins/credentials/server/rotateKey.ts', baseEnv(dataDir));
      expect(rotation.stderr).toBe('');
      expect(rotation.status).toBe(0);
      expect(rotation.stdout).toMatch(/Re-encrypted 1 credential\(s\); the new key is in/);
      output.push(rotation.stdout, rotation.stderr);

      proc = await startProcess(dataDir, output);
      const after = await fetch(`${proc.url}/api/v1/credentials/${id}`, {
        headers: { cookie: await signInProcess(proc.url) },
      });
      expect(after.status).toBe(200);
      await proc.stop();

      const log = output.join('');
      expect(log).toContain('"url":"/api/v1/credentials"'); // the requests were logged...
      for (const s of secrets) expect(log).not.toContain(s); // ...their values were not
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a malformed CREDENTIAL_KEY, without printing it', {
    timeout: 300_000,
  }, async () => {
    const run = await runToExit('host/server/main.ts', {
      ...baseEnv('/nonexistent/never-created'),
      CREDENTIAL_KEY: 'not-32-bytes-secret',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CREDENTIAL_KEY is invalid: expected 32 bytes');
    expect(run.stderr + run.stdout).not.toContain('not-32-bytes-secret');
  });
});
