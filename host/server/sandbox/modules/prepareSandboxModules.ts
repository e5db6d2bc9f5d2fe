import {
  isModuleAllowed,
  modulePackage,
  moduleNotAllowedMessage,
  requiredModules,
} from '../../../common/sandbox/requiredModules.ts';
import { bundleFailure, bundleSandboxModule } from './bundleSandboxModule.ts';
import { BUFFER_MODULE, CRYPTO_MODULE, QUERYSTRING_MODULE, URL_MODULE, UUID_MODULE } from './coreModules.ts';
import { PG_MODULE, TYPEORM_MODULE } from './databaseModules.ts';
import { AXIOS_MODULE, NODE_FETCH_MODULE } from './httpClientModules.ts';
import { allowedSandboxModules, isShimModule } from './sandboxModuleList.ts';

/** What a run can require: the allowed names and the prepared source of each module it may load. */
export interface SandboxModules {
  allowed: string[];
  /** Module name -> factory source `(function (module, exports, require, internal) {...})`. */
  sources: Record<string, string>;
}

/** Small, and required by each other or by bundled packages: always shipped, evaluated only on require. */
const SHIM_SOURCES: Record<string, string> = {
  axios: AXIOS_MODULE,
  buffer: BUFFER_MODULE,
  crypto: CRYPTO_MODULE,
  'node-fetch': NODE_FETCH_MODULE,
  pg: PG_MODULE,
  querystring: QUERYSTRING_MODULE,
  typeorm: TYPEORM_MODULE,
  url: URL_MODULE,
  uuid: UUID_MODULE,
};

const thrower = (message: string) => `(function () { throw new Error(${JSON.stringify(message)}); })`;

/**
 * The modules a piece of code requires (string literals), prepared before its run: the sandbox's own modules
 * as they are, allowed npm packages bundled (cached per process). Never throws: a package that cannot be
 * bundled becomes a module whose require throws why. Modules outside the list get no source; requiring one
 * fails inside the run with the message naming the list.
 */
export async function prepareSandboxModules(code: string): Promise<SandboxModules> {
  const allowed = allowedSandboxModules();
  const sources: Record<string, string> = { ...SHIM_SOURCES };
  await Promise.all(
    requiredModules(code).map(async (name) => {
      if (sources[name] || !isModuleAllowed(name, allowed)) return;
      if (isShimModule(modulePackage(name))) {
        sources[name] = thrower(moduleNotAllowedMessage(name, allowed));
        return;
      }
      try {
        sources[name] = await bundleSandboxModule(name);
      } catch (error) {
        sources[name] = thrower(
          `Module '${name}' could not be prepared for the sandbox: ${bundleFailure(error)}`,
        );
      }
    }),
  );
  return { allowed, sources };
}
