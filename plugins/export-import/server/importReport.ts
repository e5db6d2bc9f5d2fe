import type { ExportSet, ImportResult } from '../common/exportTypes.ts';

/** Notes per set are capped so a file of thousands of converted tools answers a readable report. */
const MAX_NOTES = 50;

/** Collects an import's report: counts per set, reasons for what was skipped, conversion notes. */
export class ImportReport {
  readonly result: ImportResult = { imported: {}, skipped: {}, reasons: {}, notes: {} };

  /** `onCount`: told a set's rows dealt with so far (imported + skipped) after each change. */
  constructor(private readonly onCount?: (set: ExportSet, done: number) => void) {}

  private counted(set: ExportSet): void {
    this.onCount?.(set, (this.result.imported[set] ?? 0) + (this.result.skipped[set] ?? 0));
  }

  imported(set: ExportSet, n = 1): void {
    if (n <= 0) return;
    this.result.imported[set] = (this.result.imported[set] ?? 0) + n;
    this.counted(set);
  }

  skipped(set: ExportSet, reason: string, n = 1): void {
    if (n <= 0) return;
    this.result.skipped[set] = (this.result.skipped[set] ?? 0) + n;
    const reasons = this.result.reasons[set] ?? {};
    reasons[reason] = (reasons[reason] ?? 0) + n;
    this.result.reasons[set] = reasons;
    this.counted(set);
  }

  note(set: ExportSet, text: string): void {
    const notes = this.result.notes[set] ?? [];
    if (notes.length < MAX_NOTES) notes.push(text);
    this.result.notes[set] = notes;
  }
}
