import { httpError } from '../../../../host/server/http/HttpError.ts';

/** Form values arrive as typed JSON or as text (the peer's forms send numbers and JSON as text). */
export function configNumber(config: Record<string, unknown>, key: string, fallback: number): number {
  const v = config[key];
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n))
    throw httpError(400, `${key}: expected a number, got ${JSON.stringify(v).slice(0, 50)}`);
  return n;
}

export function configBoolean(config: Record<string, unknown>, key: string): boolean {
  const v = config[key];
  return v === true || v === 'true';
}

export function configString(config: Record<string, unknown>, key: string): string {
  const v = config[key];
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

/** A JSON object given as an object or as JSON text; undefined when empty. */
export function configObject(
  config: Record<string, unknown>,
  key: string,
): Record<string, unknown> | undefined {
  let v = config[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw httpError(400, `loaderConfig.${key}: not valid JSON`);
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw httpError(400, `loaderConfig.${key}: expected a JSON object`);
  return v as Record<string, unknown>;
}
