import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Edition, editionFromPlatformType } from '../common/editions.ts';
import { ALLOW_PRIVATE_ENV, type AllowPrivate, parseAllowPrivate } from '../common/net/allowPrivate.ts';
import { parseCidr } from '../common/net/cidr.ts';
import { parseTrustProxy } from './http/trustProxy.ts';
import { isOtelSettingProblem, type OtelSettings, parseOtelSettings } from './telemetry/otelSettings.ts';
import { parseQueueConfig, type QueueConfig } from './queue/queueConfig.ts';
import { parseSandboxModules, SANDBOX_MODULES_ENV } from './sandbox/modules/sandboxModuleList.ts';
import { parseSandboxWorkers, SANDBOX_WORKERS_ENV } from './sandbox/sandboxPoolSize.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's settings, read once from the environment at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database (DATA_DIR/pgdata) and stored files. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string;
  /** The raw PLATFORM_TYPE value; only 'enterprise' and 'cloud' change the edition (spec section 4). */
  platformType: string;
  edition: Edition;
  disabledPlugins: string[];
  logLevel: LogLevel;
  /** HTTP_ALLOW_PRIVATE: the private addresses outgoing requests made for users may reach (none by default). */
  allowPrivate: AllowPrivate;
  /** TRUST_PROXY: proxies whose X-Forwarded-* headers are believed (see http/trustProxy.ts). */
  trustProxy: boolean | string[];
  /**
   * TOOL_BASE_URLS: service base URLs by built-in tool name (`tavily=https://proxy.example/tavily,...`),
   * for self-hosted or proxied services; the public ones otherwise.
   */
  toolBaseURLs: Record<string, string>;
  /** OTEL_EXPORTER_OTLP_*: where traces and metrics go; unset, nothing is exported. */
  otel?: OtelSettings;
  /**
   * MODE=queue: predictions and other jobs run on worker processes (`npm run worker`) through
   * BullMQ on Redis, and state several instances share lives there (see queue/queueConfig.ts).
   * Absent in the default single-process mode.
   */
  queue?: QueueConfig;
}

/** A bad environment value: names the variable and the value so the operator can fix it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly value: string,
    expected: string,
  ) {
    super(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function port(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return 3000;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n > 65535) throw new ConfigError('PORT', raw, 'an integer from 0 to 65535');
  return n;
}

function host(env: Env, fallback: string): string {
  const raw = env.HOST?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(raw)) throw new ConfigError('HOST', raw, 'a host name or IP address');
  return raw;
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', raw, 'a URL like postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', raw, 'a postgres:// or postgresql:// URL');
  }
  return raw;
}

function disabledPlugins(env: Env): string[] {
  const raw = env.DISABLED_PLUGINS ?? '';
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const id of ids) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
      throw new ConfigError(
        'DISABLED_PLUGINS',
        raw,
        `a comma-separated list of plugin ids ('${id}' is not one)`,
      );
    }
  }
  return ids;
}

function logLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError('LOG_LEVEL', env.LOG_LEVEL ?? '', `one of ${LOG_LEVELS.join(', ')}`);
  }
  return raw as LogLevel;
}

/** Each entry a host name, an IP address or a CIDR block, so a typo does not silently allow nothing. */
function allowPrivate(env: Env): AllowPrivate {
  const raw = env[ALLOW_PRIVATE_ENV] ?? '';
  const parsed = parseAllowPrivate(raw);
  if (typeof parsed === 'boolean') return parsed;
  for (const entry of parsed) {
    if (
      !parseCidr(entry) &&
      !/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.?$/.test(entry)
    )
      throw new ConfigError(
        ALLOW_PRIVATE_ENV,
        raw,
        `'true' or a comma-separated list of host names, IP addresses or CIDR blocks ('${entry}' is none)`,
      );
  }
  return parsed;
}

function trustProxy(env: Env): boolean | string[] {
  const parsed = parseTrustProxy(env.TRUST_PROXY);
  if (parsed === null) {
    throw new ConfigError(
      'TRUST_PROXY',
      env.TRUST_PROXY ?? '',
      'true, false, or a comma-separated list of addresses or CIDRs',
    );
  }
  return parsed;
}

function toolBaseURLs(env: Env): Record<string, string> {
  const raw = env.TOOL_BASE_URLS?.trim() ?? '';
  const out: Record<string, string> = {};
  for (const entry of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const name = entry.slice(0, at).trim();
    const url = URL.parse(entry.slice(at + 1).trim());
    if (at < 1 || !/^[A-Za-z][A-Za-z0-9_]*$/.test(name) || !url || !/^https?:$/.test(url.protocol))
      throw new ConfigError(
        'TOOL_BASE_URLS',
        raw,
        `comma-separated name=http(s) URL pairs ('${entry}' is none)`,
      );
    out[name] = url.href.replace(/\/$/, '');
  }
  return out;
}

function otel(env: Env): OtelSettings | undefined {
  const parsed = parseOtelSettings(env);
  if (isOtelSettingProblem(parsed)) throw new ConfigError(parsed.variable, parsed.value, parsed.expected);
  return parsed;
}

/** Read by the sandbox pool itself; checked here so a bad value stops the server at start. */
function checkSandboxWorkers(env: Env): void {
  if (parseSandboxWorkers(env[SANDBOX_WORKERS_ENV]) === null) {
    throw new ConfigError(SANDBOX_WORKERS_ENV, env[SANDBOX_WORKERS_ENV] ?? '', 'an integer from 1 to 64');
  }
}

/**
 * SANDBOX_MODULES: npm packages (comma-separated, installed next to the server or in SANDBOX_MODULES_DIR) that
 * user code may require in the sandbox besides the curated ones. Read by the sandbox; checked here at start.
 */
function checkSandboxModules(env: Env): void {
  if (parseSandboxModules(env[SANDBOX_MODULES_ENV]) === null) {
    throw new ConfigError(
      SANDBOX_MODULES_ENV,
      env[SANDBOX_MODULES_ENV] ?? '',
      'comma-separated npm package names',
    );
  }
}

export interface ParseConfigOptions {
  /** HOST when unset: npm start listens on every interface, tests pass 127.0.0.1. */
  defaultHost?: string;
  /** DATA_DIR when unset. */
  defaultDataDir?: string;
}

/** Pure: environment in, config out; throws ConfigError naming the variable and value. */
export function parseConfig(env: Env, options: ParseConfigOptions = {}): ServerConfig {
  const platformType = env.PLATFORM_TYPE?.trim() ?? '';
  const dataDirRaw = env.DATA_DIR?.trim();
  checkSandboxWorkers(env);
  checkSandboxModules(env);
  const queue = parseQueueConfig(env, (variable, value, expected) => {
    throw new ConfigError(variable, value, expected);
  });
  return {
    port: port(env),
    host: host(env, options.defaultHost ?? '0.0.0.0'),
    dataDir: resolve(dataDirRaw || options.defaultDataDir || join(homedir(), '.brains-studio')),
    databaseUrl: databaseUrl(env),
    platformType,
    edition: editionFromPlatformType(platformType),
    disabledPlugins: disabledPlugins(env),
    logLevel: logLevel(env),
    allowPrivate: allowPrivate(env),
    trustProxy: trustProxy(env),
    toolBaseURLs: toolBaseURLs(env),
    otel: otel(env),
    ...(queue ? { queue } : {}),
  };
}

/** PLATFORM_TYPE values we recognise; anything else still means open source but earns a warning. */
export function isKnownPlatformType(value: string): boolean {
  return ['', 'open source', 'oss', 'enterprise', 'cloud'].includes(value);
}
