import { fileURLToPath } from 'node:url';

/** The repository root (this file is host/server/paths.ts). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run build` (vite build) writes the web app. */
export const defaultWebRoot = fileURLToPath(new URL('../../dist/', import.meta.url));
