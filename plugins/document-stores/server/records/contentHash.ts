import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so equal metadata hashes equally whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The record manager's key of a chunk: sha256 (hex) of its text and metadata, leaving out `loc`
 * (the splitter's line numbers): text moved down by an edit above it is still the same chunk.
 */
export function contentHash(pageContent: string, metadata: Record<string, unknown>): string {
  const { loc: _position, ...rest } = metadata;
  return createHash('sha256').update(pageContent).update('\u0000').update(stableJson(rest)).digest('hex');
}
