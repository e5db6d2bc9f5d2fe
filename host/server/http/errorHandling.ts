import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './HttpError.ts';

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
 * names the field: "body/name must be string"; a too large body is 413), and so do deliberate
 * HttpErrors of 502-504 (an upstream that failed); anything else is a 500 whose details go to the
 * log only, never to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.validation ? 400 : (err.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      req.log.info({ code: err.code, message: err.message }, 'client error');
      return sendError(reply, status, err.message);
    }
    // An upstream failure our code named on purpose (a provider or source that failed, with a
    // short reason made safe where it was caught) keeps its gateway status and message.
    if (err instanceof HttpError && status >= 502 && status <= 504) {
      req.log.warn({ message: err.message }, 'upstream failed');
      return sendError(reply, status, err.message);
    }
    req.log.error({ err }, 'request failed');
    return sendError(reply, 500, 'Internal Server Error');
  });
}
