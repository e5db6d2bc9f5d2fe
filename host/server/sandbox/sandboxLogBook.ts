import type { SandboxLog, SandboxLogLevel } from './sandboxTypes.ts';

const MAX_LOG_ENTRIES = 200;
const LEVELS = new Set<SandboxLogLevel>(['log', 'info', 'warn', 'error', 'debug']);

/** A run's console output: at most MAX_LOG_ENTRIES lines, then a count of the lines dropped. */
export class SandboxLogBook {
  private readonly entries: SandboxLog[] = [];
  private dropped = 0;

  add(level: string, message: string): void {
    if (this.entries.length >= MAX_LOG_ENTRIES) {
      this.dropped++;
      return;
    }
    this.entries.push({
      level: LEVELS.has(level as SandboxLogLevel) ? (level as SandboxLogLevel) : 'log',
      message,
    });
  }

  /** The lines, with a warning naming how many were dropped. */
  finish(): SandboxLog[] {
    if (this.dropped > 0) {
      this.entries.push({ level: 'warn', message: `… ${this.dropped} more log lines were dropped` });
      this.dropped = 0;
    }
    return this.entries;
  }
}
