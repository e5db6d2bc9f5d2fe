/** A kept log line as the API gives it (host/server/http/LogBuffer.ts's LogEntry). */
export interface LogLine {
  seq: number;
  time: number;
  level: number;
  msg: string;
  fields: Record<string, unknown>;
}

export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LogLevelName = keyof typeof LOG_LEVELS;

export const levelName = (level: number): LogLevelName =>
  level >= 60
    ? 'fatal'
    : level >= 50
      ? 'error'
      : level >= 40
        ? 'warn'
        : level >= 30
          ? 'info'
          : level >= 20
            ? 'debug'
            : 'trace';

export interface LogQuery {
  /** The lowest level shown. */
  level?: LogLevelName;
  /** Text in the message or the fields, case-insensitive. */
  search?: string;
  /** Epoch ms: lines at or after. */
  since?: number;
  /** Lines after this sequence number (what a client has not seen yet). */
  after?: number;
  limit?: number;
}

/** The lines a query asks for, newest first, at most `limit` (default 500). */
export function filterLogs(lines: readonly LogLine[], q: LogQuery): LogLine[] {
  const min = q.level ? LOG_LEVELS[q.level] : 0;
  const text = q.search?.trim().toLowerCase();
  const limit = q.limit ?? 500;
  const out: LogLine[] = [];
  for (let i = lines.length - 1; i >= 0 && out.length < limit; i--) {
    const l = lines[i] as LogLine;
    if (q.after !== undefined && l.seq <= q.after) break;
    if (q.since !== undefined && l.time < q.since) break;
    if (l.level < min) continue;
    if (text && !`${l.msg} ${JSON.stringify(l.fields)}`.toLowerCase().includes(text)) continue;
    out.push(l);
  }
  return out;
}
