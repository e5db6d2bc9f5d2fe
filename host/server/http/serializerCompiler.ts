import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { LazyCompilations } from './LazyCompilations.ts';

/**
 * Fastify's own response serializers (fast-json-stringify, with the shared schemas under
 * schemas/api for $ref), built on a route's first response or the warm-up instead of at start.
 */
export function createSerializerCompiler(
  schemas: readonly { $id: string }[],
  lazy = new LazyCompilations(),
): FastifySerializerCompiler<unknown> {
  const external = Object.fromEntries(schemas.map((s) => [s.$id, s]));
  const factory = SerializerSelector()(external, {});
  return (route) => {
    const serializer = lazy.add(() => factory({ ...route, httpStatus: route.httpStatus ?? '200' }));
    return (data: unknown) => serializer()(data);
  };
}
