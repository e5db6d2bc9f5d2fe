import type { CompiledQuery } from 'kysely';
import { type DriverObserver, isWrite } from './observeDialect.ts';

/** What a database handle has done since the counter was made or reset. */
export interface QueryCounts {
  /** Every statement sent, transaction control included. */
  statements: number;
  /** Statements that change rows (insert, update, delete, merge). */
  writes: number;
  /** Durable commits: each transaction's commit, and each write sent outside a transaction. */
  commits: number;
  /**
   * Messages to the embedded database (PGlite; 0 on PostgreSQL): a deferred `begin` and pipelined
   * writes ride with another statement, so this can be lower than `statements`.
   */
  roundTrips: number;
}

/**
 * Counts what a Kysely handle sends, at the driver (openPGlite/openPostgres take it as `counter`):
 * the proof behind "a prediction costs the same database work whatever the history" and "at most
 * 3 commits per run" (tests and bench/ read it).
 */
export class QueryCounter implements DriverObserver {
  private counts: QueryCounts = { statements: 0, writes: 0, commits: 0, roundTrips: 0 };

  snapshot(): QueryCounts {
    return { ...this.counts };
  }

  reset(): void {
    this.counts = { statements: 0, writes: 0, commits: 0, roundTrips: 0 };
  }

  /** One message sent to the embedded database (countRoundTrips in openDatabase.ts). */
  roundTrip(): void {
    this.counts.roundTrips += 1;
  }

  sent(query: CompiledQuery, inTransaction: boolean): void {
    this.counts.statements += 1;
    if (!isWrite(query)) return;
    this.counts.writes += 1;
    if (!inTransaction) this.counts.commits += 1;
  }

  began(): void {
    this.counts.statements += 1;
  }

  committed(): void {
    this.counts.statements += 1;
    this.counts.commits += 1;
  }

  rolledBack(): void {
    this.counts.statements += 1;
  }
}
