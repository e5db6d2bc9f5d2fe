/**
 * The OpenAI-compatible test server in a process of its own, as a real model server is: its work
 * (reading requests, timing and writing chunks) then does not queue on the event loop of the server
 * being measured, nor does ours delay it. The child exits when the parent closes its stdin or dies.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ModelServerProcess {
  /** http://127.0.0.1:<port>/v1 */
  baseURL: string;
  close(): Promise<void>;
}

/** Every chat request is answered with `text`, streamed word by word with `chunkDelayMs` between chunks. */
export async function startModelServerProcess(
  text: string,
  chunkDelayMs: number,
): Promise<ModelServerProcess> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), 'child'], {
    env: { ...process.env, BENCH_MODEL_TEXT: text, BENCH_MODEL_CHUNK_DELAY: String(chunkDelayMs) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const baseURL = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`model server process exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseURL,
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

if (process.argv[2] === 'child') {
  const { startOpenAITestServer } = await import('../tests/llm/openaiTestServer.ts');
  const text = process.env.BENCH_MODEL_TEXT ?? '';
  const llm = await startOpenAITestServer({
    chunkDelayMs: Number(process.env.BENCH_MODEL_CHUNK_DELAY ?? 0),
    responder: () => ({ text }),
  });
  // the recorded requests would only grow in a long run
  setInterval(() => llm.reset(), 1000).unref();
  process.stdout.write(`${llm.baseURL}\n`);
  process.stdin.on('end', () => void llm.close().then(() => process.exit(0)));
  process.stdin.resume();
}
