import Papa from 'papaparse';
import type { DatasetRow } from './evaluationTypes.ts';

/** A dataset as CSV: input, expectedOutput, then every metadata column any row has. */
export function datasetCsv(
  rows: readonly Pick<DatasetRow, 'input' | 'expectedOutput' | 'metadata'>[],
): string {
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r.metadata)))];
  return Papa.unparse({
    fields: ['input', 'expectedOutput', ...extra],
    data: rows.map((r) => [r.input, r.expectedOutput, ...extra.map((k) => r.metadata[k] ?? '')]),
  });
}

/** Which CSV column fills what: input and expected output by header, the rest kept as metadata. */
export interface CsvMapping {
  input: string;
  expectedOutput: string | null;
  metadata: string[];
}

export interface ParsedCsv {
  headers: string[];
  records: Record<string, string>[];
  errors: string[];
}

/** Parses CSV text with a header line; blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const out = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  return {
    headers: (out.meta.fields ?? []).filter((h) => h !== ''),
    records: out.data,
    errors: out.errors.slice(0, 5).map((e) => `line ${(e.row ?? 0) + 2}: ${e.message}`),
  };
}

const pick = (headers: string[], names: RegExp) => headers.find((h) => names.test(h.trim()));

/** A first guess of the mapping from the headers (input/question/prompt, expected/output/answer). */
export function guessMapping(headers: string[]): CsvMapping {
  const input = pick(headers, /^(input|question|prompt|query)$/i) ?? headers[0] ?? '';
  const expectedOutput =
    pick(
      headers.filter((h) => h !== input),
      /^(expected ?output|expected|output|answer|reference)$/i,
    ) ??
    headers.find((h) => h !== input) ??
    null;
  return { input, expectedOutput, metadata: headers.filter((h) => h !== input && h !== expectedOutput) };
}

/** The records as dataset rows under a mapping; records without input are left out (counted). */
export function mapRecords(records: readonly Record<string, string>[], m: CsvMapping) {
  const rows: { input: string; expectedOutput: string; metadata: Record<string, string> }[] = [];
  let skipped = 0;
  for (const r of records) {
    const input = (r[m.input] ?? '').trim();
    if (!input) {
      skipped += 1;
      continue;
    }
    rows.push({
      input,
      expectedOutput: m.expectedOutput ? (r[m.expectedOutput] ?? '') : '',
      metadata: Object.fromEntries(
        m.metadata.filter((k) => r[k] !== undefined && r[k] !== '').map((k) => [k, String(r[k])]),
      ),
    });
  }
  return { rows, skipped };
}
