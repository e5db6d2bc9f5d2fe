import type { LogBuffer } from './LogBuffer.ts';
import type { LogLevel } from '../config.ts';

/** Headers that carry credentials; they never reach the log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/**
 * Fastify's pino logger at LOG_LEVEL, with credentials redacted; with a buffer, each line goes to
 * stdout and into the buffer (the Logs page).
 */
export function loggerOptions(level: LogLevel, buffer?: LogBuffer) {
  const stream = buffer && {
    write(line: string) {
      process.stdout.write(line);
      buffer.write(line);
    },
  };
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}
