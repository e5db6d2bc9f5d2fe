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

/** Fastify's pino logger at LOG_LEVEL, with credentials redacted. */
export function loggerOptions(level: LogLevel) {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
