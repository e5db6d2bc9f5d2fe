import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../host/server/config.ts';
import { BUILT_IN_PRICES } from '../common/modelPrices.ts';
import { findModelPrice } from '../common/priceLookup.ts';
import { checkPriceTable, loadModelPrices } from './loadModelPrices.ts';

const dir = mkdtempSync(join(tmpdir(), 'model-prices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('loadModelPrices', () => {
  it('is the built-in table without MODEL_PRICES_FILE', () => {
    expect(loadModelPrices({})).toBe(BUILT_IN_PRICES);
    expect(loadModelPrices({ MODEL_PRICES_FILE: '  ' })).toBe(BUILT_IN_PRICES);
  });

  it('merges the file over the built-in table', () => {
    const path = file(
      'ok.json',
      JSON.stringify({
        anthropic: { models: { 'claude-3-5-haiku': { inputPer1M: 1, outputPer1M: 5 } } },
        chatOllama: {
          source: 'our GPU bill',
          models: { 'llama3.1': { inputPer1M: 0.01, outputPer1M: 0.02 } },
        },
      }),
    );
    const table = loadModelPrices({ MODEL_PRICES_FILE: path });
    expect(findModelPrice(table, 'chatAnthropic', 'claude-3-5-haiku-latest')?.inputPer1M).toBe(1);
    expect(findModelPrice(table, 'chatOllama', 'llama3.1')?.outputPer1M).toBe(0.02);
    expect(findModelPrice(table, 'chatOpenAI', 'gpt-4o')?.inputPer1M).toBe(2.5);
  });

  it.each([
    ['missing.json', null, 'cannot read it'],
    ['broken.json', '{"openai": ', 'not JSON'],
    ['wrong.json', '{"openai": {"models": {"gpt-4o": {"inputPer1M": "2.5"}}}}', 'inputPer1M must be number'],
  ])('refuses %s with an error naming the variable, the file and the fault', (name, text, why) => {
    const path = text === null ? join(dir, name) : file(name, text);
    let error: unknown;
    try {
      loadModelPrices({ MODEL_PRICES_FILE: path });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`Invalid MODEL_PRICES_FILE=${JSON.stringify(path)}`);
    expect((error as Error).message).toContain(why);
  });

  it('stops the server at start when the file is invalid', () => {
    const path = file('start.json', '{"openai": {"models": {"gpt-4o": {"inputPer1M": -3}}}}');
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        MODEL_PRICES_FILE: path,
        DATA_DIR: join(dir, 'data'),
        PORT: '0',
        HOST: '127.0.0.1',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Brains Studio cannot start: Invalid MODEL_PRICES_FILE=');
    expect(started.stderr).toContain('inputPer1M must be >= 0');
  }, 90_000);
});

// Checked here, not beside the table: the check is the server's (common code imports no server code).
describe('the built-in table', () => {
  it('has the shape an override file must have, with a date and source per vendor', () => {
    expect(checkPriceTable(BUILT_IN_PRICES)).toBe(BUILT_IN_PRICES);
    for (const list of Object.values(BUILT_IN_PRICES)) {
      expect(list.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(list.source).toMatch(/^https:\/\//);
    }
  });
  it('refuses a table with a negative or per-1K looking field', () => {
    expect(() => checkPriceTable({ openai: { models: { x: { inputPer1M: -1 } } } })).toThrow('must be >= 0');
    expect(() => checkPriceTable({ openai: { models: { x: { input: 1 } } } })).toThrow('inputPer1M');
    expect(() => checkPriceTable({ openai: { 'gpt-4o': { inputPer1M: 1 } } })).toThrow('models');
  });
});
