import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';

export interface IndexedDoc {
  pageContent: string;
  metadata: Record<string, unknown>;
}

/**
 * An exact vector index: every query is compared with every vector (cosine similarity). Exact
 * and simple; right for the in-memory and Faiss stores of a chatflow (thousands of chunks, not
 * millions; the document stores keep HNSW indexes for those).
 */
export class ExactIndex {
  private readonly norms: number[];

  constructor(
    readonly docs: IndexedDoc[],
    readonly vectors: number[][],
  ) {
    if (docs.length !== vectors.length) throw new Error('ExactIndex: one vector per document');
    this.norms = vectors.map((v) => Math.sqrt(dot(v, v)));
  }

  get size(): number {
    return this.docs.length;
  }

  /** The k nearest documents, best first, with their cosine similarity as score. */
  search(query: number[], k: number): RetrievedDocument[] {
    const qn = Math.sqrt(dot(query, query));
    const scored = this.vectors.map((v, i) => {
      const n = (this.norms[i] ?? 0) * qn;
      return { i, score: n > 0 ? dot(query, v) / n : 0 };
    });
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, Math.max(0, k)).map(({ i, score }) => {
      const d = this.docs[i] as IndexedDoc;
      return { pageContent: d.pageContent, metadata: d.metadata, score };
    });
  }
}

function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}
