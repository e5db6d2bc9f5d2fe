import type { FastifyInstance } from 'fastify';
import { httpError } from './HttpError.ts';
import { hostileValue } from './hostileValue.ts';
import { keepRawBody } from './rawBody.ts';

/**
 * JSON bodies are parsed as Fastify does (prototype poisoning refused), then refused with a 400
 * naming the field when a value no route can store arrives (hostileValue): decided once here, for
 * every route, before the access check and validation.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    keepRawBody(req, body as string);
    parse(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      const refused = hostileValue(value, 'body');
      if (refused) return done(httpError(400, refused), undefined);
      done(null, value);
    });
  });
}
