import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { createAjv } from '../../../host/common/ajv.ts';
import { formatAjvErrors } from '../../../host/common/formatAjvErrors.ts';
import { parseSchemaText } from './schemaTable.ts';

export type CompiledToolSchema =
  | { ok: true; schema: Record<string, unknown>; validate: ValidateFunction }
  | { ok: false; message: string };

/**
 * Checks a tool's input schema text: JSON, an object schema (a tool takes named arguments), and a
 * schema ajv compiles in strict mode (unknown keywords and wrong keyword values are refused).
 * A fresh ajv per call: a shared one would keep every user schema it ever compiled.
 */
export function compileToolSchema(text: string | undefined | null): CompiledToolSchema {
  let schema: unknown;
  try {
    schema = parseSchemaText(text);
  } catch (error) {
    return { ok: false, message: `Invalid JSON schema: not valid JSON (${(error as Error).message})` };
  }
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    return { ok: false, message: 'Invalid JSON schema: it must be a JSON object' };
  }
  const record = schema as Record<string, unknown>;
  if (record.type !== 'object') {
    return { ok: false, message: "Invalid JSON schema: the input schema must have type 'object'" };
  }
  const ajv = createAjv();
  addFormats(ajv);
  try {
    return { ok: true, schema: record, validate: ajv.compile(record) };
  } catch (error) {
    return { ok: false, message: `Invalid JSON schema: ${(error as Error).message}` };
  }
}

/** Checks sample or model-given arguments; null when they fit, else the problems naming the fields. */
export function argumentProblems(validate: ValidateFunction, args: unknown): string | null {
  return validate(args) ? null : formatAjvErrors(validate.errors);
}
