import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('has defaults for an empty environment', () => {
    const c = parseConfig({});
    expect(c).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(homedir(), '.brains-studio'),
      databaseUrl: undefined,
      platformType: '',
      edition: 'oss',
      disabledPlugins: [],
      logLevel: 'info',
      allowPrivate: false,
      trustProxy: false,
      toolBaseURLs: {},
    });
  });

  it('reads every variable', () => {
    const c = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/bs-data',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      PLATFORM_TYPE: 'cloud',
      DISABLED_PLUGINS: ' tools, api-keys ,',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/bs-data',
      databaseUrl: 'postgres://u:p@localhost:5432/db',
      edition: 'cloud',
      disabledPlugins: ['tools', 'api-keys'],
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8'],
    });
  });

  it('reads HTTP_ALLOW_PRIVATE as a flag or a list and refuses entries that are no host, IP or CIDR', () => {
    expect(parseConfig({ HTTP_ALLOW_PRIVATE: 'true' }).allowPrivate).toBe(true);
    expect(parseConfig({ HTTP_ALLOW_PRIVATE: ' ' }).allowPrivate).toBe(false);
    expect(
      parseConfig({ HTTP_ALLOW_PRIVATE: '127.0.0.1, ollama.internal,10.0.0.0/8,::1' }).allowPrivate,
    ).toEqual(['127.0.0.1', 'ollama.internal', '10.0.0.0/8', '::1']);
    expect(() => parseConfig({ HTTP_ALLOW_PRIVATE: 'localhost:11434' })).toThrow(
      /Invalid HTTP_ALLOW_PRIVATE="localhost:11434".*'localhost:11434' is none/,
    );
  });

  it('reads TOOL_BASE_URLS as name=URL pairs and refuses anything else, naming the entry', () => {
    expect(parseConfig({}).toolBaseURLs).toEqual({});
    expect(
      parseConfig({ TOOL_BASE_URLS: 'tavily=https://proxy.example/tavily/, arxiv=http://127.0.0.1:9000' })
        .toolBaseURLs,
    ).toEqual({ tavily: 'https://proxy.example/tavily', arxiv: 'http://127.0.0.1:9000' });
    expect(() => parseConfig({ TOOL_BASE_URLS: 'tavily=ftp://x' })).toThrow(
      /TOOL_BASE_URLS.*'tavily=ftp:\/\/x'/,
    );
    expect(() => parseConfig({ TOOL_BASE_URLS: 'https://x' })).toThrow(/TOOL_BASE_URLS/);
  });

  it('accepts npm package names in SANDBOX_MODULES', () => {
    expect(() => parseConfig({ SANDBOX_MODULES: 'left-pad, @acme/tools ,js-yaml' })).not.toThrow();
  });

  it('uses the caller default host', () => {
    expect(parseConfig({}, { defaultHost: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it.each([
    ['enterprise', 'enterprise'],
    ['cloud', 'cloud'],
    ['open source', 'oss'],
    ['Enterprise', 'oss'],
    ['anything', 'oss'],
  ])('maps PLATFORM_TYPE %s to edition %s', (value, edition) => {
    expect(parseConfig({ PLATFORM_TYPE: value }).edition).toBe(edition);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['HOST', 'bad host'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DISABLED_PLUGINS', 'tools,Bad_Id'],
    ['LOG_LEVEL', 'loud'],
    ['SANDBOX_MODULES', 'lodash,../evil'],
  ])('rejects %s=%s naming the variable and the value', (variable, value) => {
    let error: unknown;
    try {
      parseConfig({ [variable]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(variable);
    expect((error as Error).message).toContain(value);
  });
});
