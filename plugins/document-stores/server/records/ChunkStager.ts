import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { contentHash } from './contentHash.ts';

const BATCH = 500;

/** What a finished staging run hands the record manager: the chunks' hashes in order, and totals. */
export interface StagedChunks {
  runId: string;
  hashes: string[];
  totalChars: number;
}

/**
 * Writes a processing run's chunks to the staging table in batches as they are made, keeping only
 * their hashes in memory: memory stays bounded by the batch, not by the corpus.
 */
export class ChunkStager {
  readonly runId = randomUUID();
  private readonly hashes: string[] = [];
  private pending: { page_content: string; metadata: string; content_hash: string; chunk_no: number }[] = [];
  private totalChars = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly loaderId: string,
  ) {}

  async add(chunks: readonly LoadedDocument[]): Promise<void> {
    for (const c of chunks) {
      const hash = contentHash(c.pageContent, c.metadata);
      this.pending.push({
        chunk_no: this.hashes.length,
        page_content: c.pageContent,
        metadata: JSON.stringify(c.metadata),
        content_hash: hash,
      });
      this.hashes.push(hash);
      this.totalChars += c.pageContent.length;
      if (this.pending.length >= BATCH) await this.flush();
    }
  }

  /** Writes what is buffered; returns the run's hashes and totals. */
  async finish(): Promise<StagedChunks> {
    await this.flush();
    return { runId: this.runId, hashes: this.hashes, totalChars: this.totalChars };
  }

  /** Drops the run's staged rows (after the swap, or when the run failed or was cancelled). */
  async discard(): Promise<void> {
    this.pending = [];
    await this.db.deleteFrom('document_store_chunk_staging').where('run_id', '=', this.runId).execute();
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const rows = this.pending.map((r) => ({ ...r, run_id: this.runId, loader_id: this.loaderId }));
    this.pending = [];
    await this.db.insertInto('document_store_chunk_staging').values(rows).execute();
  }
}
