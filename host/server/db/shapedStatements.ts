import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult } from 'kysely';
import type { Database } from './Database.ts';

/**
 * Inserts and updates whose SQL is compiled once per shape (table and column names) and whose
 * values are bound per call (issue 16: building and compiling a prediction's statements anew was
 * ~5% of the main thread). The SQL, the parameters and the query node the driver sees (write
 * counting, pipelining) are what Kysely's builder makes for the same values.
 */

type Db = Kysely<Database>;
type Table = keyof Database & string;
type Columns = Record<string, unknown>;

/** A parameter's source: the index of a value given per call, or a constant Kysely put there itself. */
type Slot = { at: number } | { constant: unknown };
interface Template {
  compiled: CompiledQuery;
  slots: Slot[];
}

const MARK = '\u0000brains-param:';
const LIMIT = 500;
// Keyed by the handle's adapter: a transaction shares its database's adapter (and so its SQL).
const templates = new WeakMap<object, Map<string, Template>>();

/** `insert into table (columns) values (...)`; undefined values are left out, as Kysely does. */
export function insertRow<T extends Table>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
): Promise<QueryResult<never>> {
  const [names, values] = defined(row as Columns);
  return run(db, `i:${table}:${names}`, values, (marks) =>
    loose(db)
      .insertInto(table)
      .values(Object.fromEntries(names.map((n, i) => [n, marks[i]]))),
  );
}

/** `update table set (columns) where a = $ and b = $`: every condition an equality with a value. */
export function updateWhere<T extends Table>(
  db: Db,
  table: T,
  set: Partial<Insertable<Database[T]>>,
  where: Columns,
): Promise<QueryResult<never>> {
  const [names, values] = defined(set as Columns);
  const keys = Object.keys(where);
  return run(db, `u:${table}:${names}|${keys}`, [...values, ...keys.map((k) => where[k])], (marks) => {
    // Shapes are checked by the signature; the builder inside sees plain column names.
    let q = loose(db)
      .updateTable(table as string)
      .set(Object.fromEntries(names.map((n, i) => [n, marks[i]])));
    keys.forEach((k, i) => {
      q = q.where(k, '=', marks[names.length + i]);
    });
    return q;
  });
}

const loose = (db: Db) => db as unknown as Kysely<Record<string, Columns>>;

function defined(row: Columns): [string[], unknown[]] {
  const names = Object.keys(row).filter((k) => row[k] !== undefined);
  return [names, names.map((k) => row[k])];
}

/** A value the builder would not pass through as one parameter (an expression, a list). */
function plain(v: unknown): boolean {
  return (
    typeof v !== 'function' && !(v && typeof v === 'object' && ('toOperationNode' in v || Array.isArray(v)))
  );
}

function run(
  db: Db,
  key: string,
  values: unknown[],
  build: (marks: unknown[]) => Compilable,
): Promise<QueryResult<never>> {
  const executor = db.getExecutor();
  // A handle with plugins may rewrite per query; it and values that are not plain take the builder.
  if (executor.plugins.length || !values.every(plain)) {
    return db.executeQuery(build(values).compile()) as Promise<QueryResult<never>>;
  }
  let shapes = templates.get(executor.adapter);
  if (!shapes) {
    shapes = new Map();
    templates.set(executor.adapter, shapes);
  }
  let t = shapes.get(key);
  if (!t) {
    t = compileTemplate(build(values.map((_, i) => `${MARK}${i}`)));
    // Shapes come from code, so few; the limit only guards against a caller that makes them from input.
    if (shapes.size >= LIMIT) shapes.clear();
    shapes.set(key, t);
  }
  const parameters = t.slots.map((s) => ('at' in s ? values[s.at] : s.constant));
  return db.executeQuery({ ...t.compiled, parameters }) as Promise<QueryResult<never>>;
}

function compileTemplate(query: Compilable): Template {
  const compiled = query.compile();
  const slots = compiled.parameters.map(
    (p): Slot =>
      typeof p === 'string' && p.startsWith(MARK) ? { at: Number(p.slice(MARK.length)) } : { constant: p },
  );
  return { compiled, slots };
}
