import { listenOnDataDir } from './listenOnDataDir.ts';

/**
 * A whole server in its own process on DATA_DIR (embedded database there), for the restart test:
 * the test kills it with SIGKILL in the middle of a run. Prints {"url": ...} once listening.
 */
const { url } = await listenOnDataDir(process.env.DATA_DIR as string);
process.stdout.write(`${JSON.stringify({ url })}\n`);
