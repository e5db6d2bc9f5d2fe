import { prepareSandboxModules, type SandboxModules } from './modules/prepareSandboxModules.ts';
import type { SandboxFlow, SandboxOptions, SandboxToolInfo } from './sandboxTypes.ts';

export const SANDBOX_DEFAULT_TIMEOUT_MS = 10_000;
export const SANDBOX_MAX_TIMEOUT_MS = 60_000;
export const SANDBOX_DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024;
export const SANDBOX_MAX_MEMORY_BYTES = 512 * 1024 * 1024;
const MIN_MEMORY_BYTES = 1024 * 1024;

/**
 * A run as it crosses to a worker: plain data only (structured-clone safe). The inputs are already
 * copies made through JSON, so what the code sees is exactly what JSON.stringify made of them.
 */
export interface SandboxRequest {
  code: string;
  args: Record<string, unknown>;
  vars: Record<string, unknown>;
  flow: SandboxFlow;
  timeoutMs: number;
  memoryBytes: number;
  /** What require() can load (prepareSandboxRequest fills it); without it nothing can be required. */
  modules?: SandboxModules;
  /** The tools `$tools` names (their calls are relayed to the caller's SandboxTool). */
  tools?: SandboxToolInfo[];
}

const TOOL_NAME = /^[A-Za-z_$][\w$-]{0,63}$/;

function toolInfos(options: SandboxOptions): SandboxToolInfo[] | undefined {
  if (!options.tools?.length) return undefined;
  return options.tools.map((tool) => {
    if (!TOOL_NAME.test(String(tool?.name)) || typeof tool.call !== 'function')
      throw new TypeError(
        `runSandboxed: tool '${String(tool?.name)}' needs a name of letters, digits, _ or - and a call function`,
      );
    return { name: tool.name, description: String(tool.description ?? '') };
  });
}

function limit(value: number | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new TypeError(`runSandboxed: ${name} must be a positive number`);
  }
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function jsonCopy<T>(value: T | undefined, key: string): T {
  try {
    return JSON.parse(JSON.stringify(value ?? {}) ?? '{}') as T;
  } catch (error) {
    throw new TypeError(`runSandboxed: ${key} must be JSON-serialisable (${(error as Error).message})`);
  }
}

/** Checks the caller's options (TypeError when bad) and clamps the limits. */
export function toSandboxRequest(options: SandboxOptions): SandboxRequest {
  if (typeof options?.code !== 'string') throw new TypeError('runSandboxed: code must be a string');
  return {
    code: options.code,
    args: jsonCopy(options.args, 'args'),
    vars: jsonCopy(options.vars, 'vars'),
    flow: jsonCopy(options.flow, 'flow'),
    timeoutMs: limit(options.timeoutMs, 'timeoutMs', SANDBOX_DEFAULT_TIMEOUT_MS, 1, SANDBOX_MAX_TIMEOUT_MS),
    memoryBytes: limit(
      options.memoryBytes,
      'memoryBytes',
      SANDBOX_DEFAULT_MEMORY_BYTES,
      MIN_MEMORY_BYTES,
      SANDBOX_MAX_MEMORY_BYTES,
    ),
    ...(options.tools?.length ? { tools: toolInfos(options) } : {}),
  };
}

/** toSandboxRequest plus the modules the code requires, bundled before the run (its deadline not yet started). */
export async function prepareSandboxRequest(options: SandboxOptions): Promise<SandboxRequest> {
  const request = toSandboxRequest(options);
  return { ...request, modules: await prepareSandboxModules(request.code) };
}
