import { readFileSync } from 'node:fs';
import { lazyValidator } from '../../../host/common/ajv.ts';
import { formatAjvErrors } from '../../../host/common/formatAjvErrors.ts';
import { ConfigError } from '../../../host/server/config.ts';
import { BUILT_IN_PRICES, type PriceTable } from '../common/modelPrices.ts';
import schema from '../common/modelPrices.schema.json';
import { mergePriceTables } from '../common/priceLookup.ts';

export const MODEL_PRICES_ENV = 'MODEL_PRICES_FILE';

const validate = lazyValidator<PriceTable>(schema);

/** Checks a price table's shape; throws naming the first wrong fields. */
export function checkPriceTable(value: unknown): PriceTable {
  if (!validate(value)) throw new Error(formatAjvErrors(validate.errors));
  return value;
}

/**
 * The prices the server uses: the built-in table, with MODEL_PRICES_FILE (a JSON file of the same
 * shape) merged over it when set. Read once at start, so a missing or malformed file stops the
 * server with a ConfigError naming the variable, instead of showing wrong costs later.
 */
export function loadModelPrices(env: Record<string, string | undefined> = process.env): PriceTable {
  const file = env[MODEL_PRICES_ENV]?.trim();
  if (!file) return BUILT_IN_PRICES;
  const fail = (why: string): never => {
    throw new ConfigError(MODEL_PRICES_ENV, file, `a JSON price table file (${why})`);
  };
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    fail(`cannot read it: ${(err as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    fail(`not JSON: ${(err as Error).message}`);
  }
  try {
    return mergePriceTables(BUILT_IN_PRICES, checkPriceTable(value));
  } catch (err) {
    return fail((err as Error).message);
  }
}
