import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { sampleFromSchema } from '../../llm/sampleFromSchema.ts';

/** One hostile request body for a route; `status` narrows what it may answer beyond "not a 5xx". */
export interface HostileCase {
  name: string;
  body: string;
  /** Default: application/json. */
  contentType?: string;
  /** The statuses it must answer, when the case is refused before any route code runs. */
  status?: readonly number[];
}

/** Field names routes without a body schema commonly read, for the cases that need fields. */
const COMMON_FIELDS = [
  'name',
  'id',
  'type',
  'value',
  'email',
  'password',
  'question',
  'chatId',
  'flowData',
  'data',
  'permissions',
  'roleId',
  'workspaceId',
  'userId',
  'items',
] as const;

const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
const DEPTH = 10_000;
const DEEP = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;
const HUGE_ARRAY = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i));

type Props = Record<string, Record<string, unknown>>;

function properties(r: MountedRoute): Props {
  const schema = r.bodySchema as { properties?: Props } | undefined;
  return schema?.properties ?? {};
}

/** A body that fits the route's schema (every declared property), or an empty object without one. */
function sample(r: MountedRoute): Record<string, unknown> {
  const value = r.bodySchema ? sampleFromSchema(r.bodySchema, 'body') : {};
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The route's field names, or the common ones when it declares none. */
function fieldNames(r: MountedRoute): string[] {
  const names = Object.keys(properties(r));
  return names.length ? names : [...COMMON_FIELDS];
}

/** A value of another JSON type than the field's schema wants (or an object, where text is usual). */
function wrongType(schema: Record<string, unknown> | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'number' || type === 'integer' || type === 'boolean' || type === 'array') return 'text';
  if (type === 'object') return [1, 2];
  return { nested: [1] };
}

function withEveryString(value: unknown, replace: (s: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((v) => withEveryString(v, replace));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEveryString(v, replace)]));
  return value;
}

/** The field a big value goes into: the first string (or array) property, else the first field. */
function firstOf(r: MountedRoute, type: string): string {
  const entry = Object.entries(properties(r)).find(([, s]) => s.type === type);
  return entry?.[0] ?? fieldNames(r)[0] ?? 'name';
}

/**
 * The hostile bodies every POST/PUT/PATCH/DELETE route gets: malformed JSON, wrong types, NUL
 * characters, a 10 MB string, deep nesting, extra and missing fields, a huge array. Built from the
 * route's body schema when it has one, so the values reach past the first check.
 */
export function hostileCases(r: MountedRoute): HostileCase[] {
  const valid = sample(r);
  const names = fieldNames(r);
  const props = properties(r);
  return [
    { name: 'malformed JSON', body: '{"name": "x",', status: [400] },
    { name: 'empty JSON body', body: '', status: [400] },
    { name: 'not an object', body: JSON.stringify([1, 'two', null]) },
    {
      name: 'wrong types',
      body: JSON.stringify({ ...valid, ...Object.fromEntries(names.map((n) => [n, wrongType(props[n])])) }),
    },
    {
      name: 'NUL characters',
      body: JSON.stringify({
        ...(withEveryString(valid, (s) => `${s}\u0000`) as object),
        [firstOf(r, 'string')]: 'nul\u0000here',
      }),
      status: [400],
    },
    {
      name: '10 MB string',
      // Routes taking big bodies (imports, attachments) read it and refuse it later.
      body: JSON.stringify({ ...valid, [firstOf(r, 'string')]: TEN_MB }),
    },
    {
      name: 'deep nesting',
      body: `{"${firstOf(r, 'object')}":${DEEP}}`,
      // 413 where the route's body limit is below the 20 kB this takes (sign-in and account routes).
      status: [400, 413],
    },
    { name: 'extra fields', body: JSON.stringify({ ...valid, unexpectedField: 'x', constructor: 'y' }) },
    { name: 'missing fields', body: '{}' },
    { name: 'huge array', body: `{"${firstOf(r, 'array')}":${HUGE_ARRAY}}` },
    // Fastify reads text/plain bodies as a string: a route must not take it for its object.
    { name: 'text body', body: 'name=x\u0000', contentType: 'text/plain' },
  ];
}
