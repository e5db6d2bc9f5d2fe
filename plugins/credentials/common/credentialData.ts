import { isRecord } from '../../../host/common/isRecord.ts';
import type { CredentialDefinition, CredentialField } from '../../../host/common/plugin/types.ts';

/** A credential's values by field name, as the engine reads them. */
export type PlainData = Record<string, string>;

/**
 * What GET /credentials/:id shows in place of a stored secret, and what PUT accepts to mean
 * "keep the stored value". Fixed and unlikely as a real secret.
 */
export const REDACTED = '__brains_redacted__';

/** Longest accepted value of one field (a service-account JSON fits with room to spare). */
export const MAX_FIELD_LENGTH = 65_536;

/**
 * Secrets never leave the server: password fields and json fields (service-account keys).
 * String and options fields (endpoints, deployment names, user names, header names) are
 * configuration and are shown back so the edit form can display them.
 */
export function isSecretField(field: CredentialField): boolean {
  return field.type === 'password' || field.type === 'json';
}

export type DataResult = { ok: true; data: PlainData } | { ok: false; errors: string[] };

/** One value's problem, or null. Paths read like the server's validation: plainDataObj/<field>. */
function checkValue(field: CredentialField, value: unknown): string | null {
  const path = `plainDataObj/${field.name}`;
  if (typeof value !== 'string') return `${path} must be a string`;
  if (value.length > MAX_FIELD_LENGTH) return `${path} must be at most ${MAX_FIELD_LENGTH} characters`;
  if (value === '') return null;
  if (field.type === 'options' && !field.options?.some((o) => o.name === value)) {
    return `${path} must be one of ${(field.options ?? []).map((o) => o.name).join(', ')}`;
  }
  if (field.type === 'json') {
    try {
      JSON.parse(value);
    } catch {
      return `${path} must be valid JSON`;
    }
  }
  return null;
}

function unknownKeys(def: CredentialDefinition, input: Record<string, unknown>): string[] {
  const known = new Set(def.fields.map((f) => f.name));
  return Object.keys(input)
    .filter((k) => !known.has(k))
    .map((k) => `plainDataObj/${k} is not a field of credential type '${def.name}'`);
}

/**
 * Merges `input` over `stored` (empty for a new credential) and validates the result against the
 * type: unknown fields, non-strings, bad options, bad JSON and missing required fields are errors.
 * A field absent from input, or sent as REDACTED, keeps its stored value; '' clears an optional
 * field. On create, absent fields with a default take it.
 */
export function mergeCredentialData(
  def: CredentialDefinition,
  stored: PlainData | null,
  input: unknown,
): DataResult {
  const given = input ?? {};
  if (!isRecord(given)) return { ok: false, errors: ['plainDataObj must be an object'] };
  const errors = unknownKeys(def, given);
  const data: PlainData = {};
  for (const field of def.fields) {
    const has = Object.hasOwn(given, field.name);
    const value = given[field.name];
    let problem: string | null = null;
    if (!has || value === REDACTED) {
      const old = stored?.[field.name] ?? (stored === null ? field.default : undefined);
      if (old !== undefined && old !== '') data[field.name] = old;
    } else {
      problem = checkValue(field, value);
      if (problem) errors.push(problem);
      else if (value !== '') data[field.name] = value as string;
    }
    if (!problem && !field.optional && data[field.name] === undefined) {
      errors.push(`plainDataObj/${field.name} is required`);
    }
  }
  if (def.oauth2 && stored) keepSignIn(data, stored, given);
  return errors.length ? { ok: false, errors } : { ok: true, data };
}

/**
 * What an OAuth2 sign-in stores beside the type's fields: never sent by a client, kept through
 * edits, and dropped when the user pastes an access token of their own (it has no refresh token).
 */
export const OAUTH2_TOKEN_KEYS = ['refresh_token', 'expires_at', 'token_type'] as const;

function keepSignIn(data: PlainData, stored: PlainData, given: Record<string, unknown>) {
  const pasted = Object.hasOwn(given, 'access_token') && given.access_token !== REDACTED;
  if (pasted) return;
  for (const k of OAUTH2_TOKEN_KEYS) if (stored[k]) data[k] = stored[k];
}

/** What the API shows of stored data: secrets replaced by REDACTED, plus the names of set fields. */
export function redactCredentialData(
  def: CredentialDefinition | undefined,
  data: PlainData,
): { plainDataObj: PlainData; setFields: string[] } {
  const plainDataObj: PlainData = {};
  const setFields: string[] = [];
  for (const [name, value] of Object.entries(data)) {
    const field = def?.fields.find((f) => f.name === name);
    // A field the type no longer knows (type changed by an upgrade) is treated as secret.
    plainDataObj[name] = field && !isSecretField(field) ? value : REDACTED;
    setFields.push(name);
  }
  return { plainDataObj, setFields };
}
