/** A row of one of the peer's tables, column names as the peer spells them (camelCase). */
export type PeerRow = Record<string, unknown>;

/**
 * The peer's database, read only: its SQLite file (sqliteSource) or its PostgreSQL schema
 * (postgresSource). Values come back as each driver gives them; readPeerSets normalises them.
 */
export interface PeerSource {
  /** Where the rows come from, for messages ('SQLite file', 'PostgreSQL'). */
  readonly label: string;
  /** The names of the tables that exist (a 2.x database lacks the newer ones). */
  tables(): Promise<Set<string>>;
  /** Every row of a table that exists. */
  rows(table: string): Promise<PeerRow[]>;
  close(): Promise<void>;
}

/** A clear 4xx-style problem with the source (not a database of the peer, cannot be opened...). */
export class PeerSourceError extends Error {}
