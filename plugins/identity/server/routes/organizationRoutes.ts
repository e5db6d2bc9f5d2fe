import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { requireSignedIn, signedIn } from '../signedIn.ts';

/**
 * GET /organization?id: the caller's own organisation (the cloud breadcrumb chip shows its name).
 * Any other id answers 404, whether it exists or not.
 */
export const organizationRoutes: PluginRoute[] = [
  signedIn(
    route<{ Querystring: { id: string } }>({
      method: 'GET',
      url: '/organization',
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
      async handler(req, _reply, ctx) {
        const p = requireSignedIn(req);
        if (req.query.id !== p.organizationId) throw httpError(404, `Organization ${req.query.id} not found`);
        const org = await ctx.db
          .selectFrom('organization')
          .select(['id', 'name', 'created_date', 'updated_date'])
          .where('id', '=', p.organizationId)
          .executeTakeFirstOrThrow();
        return {
          id: org.id,
          name: org.name,
          createdDate: new Date(org.created_date).toISOString(),
          updatedDate: new Date(org.updated_date).toISOString(),
        };
      },
    }),
  ),
];
