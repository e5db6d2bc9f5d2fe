import { main } from '../main.ts';

/**
 * The server without the web build check: the bundle's entry for running an already built app
 * (`node build/server/serve.mjs`), as the bundled-server test does.
 */
await main();
