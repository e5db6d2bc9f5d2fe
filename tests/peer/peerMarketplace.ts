import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The peer release whose published marketplace the import proofs read (its npm package holds it). */
export const PEER_PACKAGE = 'flowise@3.1.4';

/**
 * The folder of the peer's published marketplace (agentflows, agentflowsv2, chatflows, tools),
 * unpacked from its npm package once per machine into the temp folder: the project does not carry
 * the peer's files. Set PEER_MARKETPLACE to use a folder you already have.
 */
export async function peerMarketplace(): Promise<string> {
  if (process.env.PEER_MARKETPLACE) return process.env.PEER_MARKETPLACE;
  const root = join(tmpdir(), `brains-peer-${PEER_PACKAGE.replace(/[@/]/g, '-')}`);
  const folder = join(root, 'package', 'marketplaces');
  if (existsSync(folder)) return folder;
  // unpacked aside and renamed, so a test run stopped half-way leaves no half folder
  const scratch = `${root}.${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  const { stdout } = await run('npm', ['pack', PEER_PACKAGE, '--silent', '--pack-destination', scratch], {
    timeout: 300_000,
  });
  const tarball = join(scratch, stdout.trim().split('\n').at(-1) ?? '');
  await run('tar', ['xzf', tarball, '-C', scratch, 'package/marketplaces']);
  await rm(tarball);
  await rename(scratch, root).catch(async (err) => {
    // another run unpacked it first
    if (!existsSync(folder)) throw err;
    await rm(scratch, { recursive: true, force: true });
  });
  return folder;
}

/** One template of a marketplace folder: its file name without .json, and the file's JSON. */
export interface PeerTemplate {
  name: string;
  template: { description?: string; nodes: unknown[]; edges: unknown[] } & Record<string, unknown>;
}

export async function peerTemplates(
  kind: 'agentflows' | 'agentflowsv2' | 'chatflows',
): Promise<PeerTemplate[]> {
  const folder = join(await peerMarketplace(), kind);
  const files = (await readdir(folder)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => ({
      name: f.slice(0, -'.json'.length),
      template: JSON.parse(await readFile(join(folder, f), 'utf8')),
    })),
  );
}
