import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error leaves as JSON { statusCode, error, message }. 4xx keep their message (validation
 * names the field: "body/name must be string"; a too large body is 413); anything else is a 500
 * whose details go to the log only, never to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.validation ? 400 : (err.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      req.log.info({ code: err.code, message: err.message }, 'client error');
      return sendError(reply, status, err.message);
    }
    req.log.error({ err }, 'request failed');
    return sendError(reply, 500, 'Internal Server Error');
  });
}
