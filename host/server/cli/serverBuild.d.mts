/** Types of serverBuild.mjs (plain JavaScript so that `npm start` needs no TypeScript loader). */
export declare const SERVER_BUILD_DIR: string;
export declare const SERVER_ENTRIES: Record<string, string>;
/** Packages bundled into the server instead of imported from node_modules. */
export declare const BUNDLED_PACKAGES: ReadonlySet<string>;
export declare function serverBundlePath(root: string, entry?: string, dir?: string): string;
export declare function serverBuildReason(root: string): string | undefined;
export declare function buildServer(
  root: string,
  options?: { dir?: string; entries?: Record<string, string> },
): Promise<string>;
