import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { PGliteQueryable } from './PGliteDialect.ts';

type Result<R> = { rows: R[]; affectedRows?: number };
type Statement = { sql: string; params: unknown[] };
type Message = { name: string };

/** Statements whose plan PostgreSQL keeps valid by itself (not DDL, not session settings). */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;
/** Transaction control: nothing to plan, sent as it is in the batch. */
const CONTROL = /^\s*(begin|start transaction|commit|end|rollback|savepoint|release)\b/i;
/** A kept statement whose result columns changed under it (a table altered elsewhere). */
const STALE = /cached plan must not change result type/i;

/**
 * PGlite with its hot statements prepared once (issue 16). PGlite's own `query` sends six protocol
 * calls into the WebAssembly per statement (parse, describe, bind, describe, execute, sync), each
 * parsed and planned anew; here a statement's text is parsed once into a named statement (its
 * parameter types read then), and each use is bind + execute. A round trip's `begin`, queued
 * writes and final statement go in one protocol call: PostgreSQL skips everything after the first
 * error up to the sync, so the first failure ends the batch as before. Values are serialised by
 * PGlite's own serialisers for the parameter types, and rows parsed by its own parsers, so the
 * answers are PGlite's. Statements other than select/insert/update/delete/with (DDL, `set`, ...)
 * take PGlite's `query` and forget every kept statement (their plans' result types may change).
 */
export class PreparedPGlite implements PGliteQueryable {
  readonly waitReady: Promise<void>;
  /** Text -> named statement and its parameter types; in use order, the oldest first. */
  private readonly kept = new Map<string, { name: string; types: number[] }>();
  /** Names forgotten here, closed with the next preparation. */
  private toClose: string[] = [];
  private nextName = 1;

  constructor(
    readonly pg: PGlite,
    private readonly limit = 200,
  ) {
    this.waitReady = pg.waitReady;
  }

  query<R>(sql: string, params: unknown[] = []): Promise<Result<R>> {
    return this.queryAfter<R>(undefined, sql, params);
  }

  /** `before` (no parameters), the `earlier` statements, then `sql`: one protocol call once prepared. */
  queryAfter<R>(
    before: string | undefined,
    sql: string,
    params: unknown[] = [],
    earlier: readonly Statement[] = [],
  ): Promise<Result<R>> {
    const all = [...earlier, { sql, params }];
    if (!all.every((s) => PLANNED.test(s.sql) || (CONTROL.test(s.sql) && !s.params.length)))
      return this.unprepared<R>(before, all);
    // PGlite's own query holds these two locks; so does this, so neither interleaves with the other.
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(async () => {
        await this.prepare(all);
        return this.execute<R>(before, all);
      }),
    );
  }

  /** Kept statements in use order (tests). */
  keptStatements(): string[] {
    return [...this.kept.keys()];
  }

  private async unprepared<R>(before: string | undefined, all: Statement[]): Promise<Result<R>> {
    this.forgetAll();
    if (before) await this.pg.exec(before);
    let result: Result<R> = { rows: [] };
    for (const s of all) result = await this.pg.query<R>(s.sql, s.params);
    return result;
  }

  /** Parses the statements not kept yet, one protocol call for all; reads their parameter types. */
  private async prepare(all: Statement[]) {
    const planned = new Set(all.filter((s) => PLANNED.test(s.sql)).map((s) => s.sql));
    const fresh = [...planned].filter((sql) => !this.touch(sql));
    if (!fresh.length) return;
    // Room first (the oldest statements this batch does not use), so their closes ride in this call.
    let excess = this.kept.size + fresh.length - this.limit;
    for (const [text, { name }] of this.kept) {
      if (excess <= 0) break;
      if (planned.has(text)) continue;
      this.kept.delete(text);
      this.toClose.push(name);
      excess--;
    }
    const { serialize } = protocol;
    const parts: Uint8Array[] = this.toClose.map((name) => serialize.close({ type: 'S', name }));
    this.toClose = [];
    const names = fresh.map(() => `bs_${this.nextName++}`);
    fresh.forEach((text, i) => {
      const name = names[i] as string;
      parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }));
    });
    parts.push(serialize.sync());
    const { messages } = await this.pg.execProtocol(concat(parts));
    const described = (messages as Message[]).filter((m) => m.name === 'parameterDescription') as unknown as {
      dataTypeIDs: number[];
    }[];
    fresh.forEach((text, i) => {
      this.kept.set(text, { name: names[i] as string, types: described[i]?.dataTypeIDs ?? [] });
    });
  }

  /** Moves a kept statement to the newest end; false when it is not kept. */
  private touch(sql: string): boolean {
    const k = this.kept.get(sql);
    if (!k) return false;
    this.kept.delete(sql);
    this.kept.set(sql, k);
    return true;
  }

  private async execute<R>(before: string | undefined, all: Statement[]): Promise<Result<R>> {
    const { serialize } = protocol;
    const parts: Uint8Array[] = [];
    if (before) parts.push(serialize.parse({ text: before }), serialize.bind({}), serialize.execute({}));
    all.forEach((s, i) => {
      const k = this.kept.get(s.sql);
      if (k) parts.push(serialize.bind({ statement: k.name, values: this.values(s.params, k.types) }));
      else parts.push(serialize.parse({ text: s.sql }), serialize.bind({}));
      if (i === all.length - 1) parts.push(serialize.describe({ type: 'P' }));
      parts.push(serialize.execute({}));
    });
    parts.push(serialize.sync());
    let messages: Message[];
    try {
      messages = (await this.pg.execProtocol(concat(parts))).messages as Message[];
    } catch (err) {
      if (STALE.test((err as Error)?.message ?? '')) this.forgetAll();
      throw err;
    }
    // The final statement's answer starts at its bindComplete, the last one in the batch.
    let from = messages.length - 1;
    while (from >= 0 && messages[from]?.name !== 'bindComplete') from--;
    const [result] = parse.parseResults(messages.slice(from) as never, this.pg.parsers);
    return result as unknown as Result<R>;
  }

  /** PGlite's own rule: null stays null, else the parameter type's serialiser, else toString. */
  private values(params: unknown[], types: number[]): (string | null)[] {
    return params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const serializer = this.pg.serializers[types[i] ?? 0];
      return serializer ? serializer(p) : String(p);
    });
  }

  private forgetAll() {
    for (const { name } of this.kept.values()) this.toClose.push(name);
    this.kept.clear();
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
