/** One line of the server's log, as pino wrote it (parsed), for the Logs page. */
export interface LogEntry {
  /** Counts up from the server's start: a client asks for what came after the last it saw. */
  seq: number;
  time: number;
  /** pino's numeric level: 10 trace, 20 debug, 30 info, 40 warn, 50 error, 60 fatal. */
  level: number;
  msg: string;
  /** The rest of the line (request id, plugin, error...), as logged. */
  fields: Record<string, unknown>;
}

type Listener = (entry: LogEntry) => void;

/**
 * Fields the Logs page never shows, though stdout keeps them for the operator: a mail kept in the
 * outbox is logged with its text (a password-reset or invitation link), which a person holding
 * logs:view could otherwise use to take over another account.
 */
const PAGE_REDACTED = new Set(['text', 'token', 'password', 'secret', 'link']);

function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = PAGE_REDACTED.has(k.toLowerCase()) ? '[redacted]' : v;
  return out;
}

/**
 * The last `capacity` log lines of this server, kept in memory, and the live ones for whoever
 * listens (the Logs page's stream). It is the logger's destination beside stdout: credentials are
 * already redacted (loggerOptions), and a few more fields here (PAGE_REDACTED).
 */
export class LogBuffer {
  private readonly entries: LogEntry[] = [];
  private readonly listeners = new Set<Listener>();
  private seq = 0;

  constructor(readonly capacity = 5000) {}

  /** A pino JSON line (or several); lines that are not JSON objects are kept as their text. */
  write(chunk: string): void {
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      let parsed: Record<string, unknown>;
      try {
        const v = JSON.parse(line) as unknown;
        parsed =
          v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { msg: line };
      } catch {
        parsed = { msg: line };
      }
      const { time, level, msg, pid: _pid, hostname: _host, ...fields } = parsed;
      const entry: LogEntry = {
        seq: ++this.seq,
        time: typeof time === 'number' ? time : Date.now(),
        level: typeof level === 'number' ? level : 30,
        msg: typeof msg === 'string' ? msg : '',
        fields: redactFields(fields),
      };
      this.entries.push(entry);
      if (this.entries.length > this.capacity) this.entries.shift();
      for (const l of this.listeners) l(entry);
    }
  }

  /** Kept lines, oldest first. */
  list(): readonly LogEntry[] {
    return this.entries;
  }

  /** Calls `listener` with every new line until the returned function is called. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
