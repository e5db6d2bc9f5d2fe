const dot = (a: readonly number[], b: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
};

const cosine = (a: readonly number[], b: readonly number[]) => {
  const n = Math.sqrt(dot(a, a) * dot(b, b));
  return n > 0 ? dot(a, b) / n : 0;
};

/**
 * Maximal marginal relevance: picks `k` of the candidates (best match first), each time the one
 * most similar to the query and least similar to those already picked; `lambda` 1 is plain
 * similarity, 0 is diversity only. Returns the candidates' indexes in picking order.
 */
export function mmrSelect(
  query: readonly number[],
  candidates: readonly (readonly number[])[],
  k: number,
  lambda = 0.5,
): number[] {
  const toQuery = candidates.map((c) => cosine(query, c));
  const picked: number[] = [];
  const left = new Set(candidates.keys());
  while (picked.length < k && left.size > 0) {
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const i of left) {
      const redundancy = picked.length
        ? Math.max(...picked.map((j) => cosine(candidates[i] as number[], candidates[j] as number[])))
        : 0;
      const score = lambda * (toQuery[i] ?? 0) - (1 - lambda) * redundancy;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    picked.push(best);
    left.delete(best);
  }
  return picked;
}
