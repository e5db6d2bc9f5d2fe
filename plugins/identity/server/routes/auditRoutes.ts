import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import type { LoginActivityPage } from '../../common/identityTypes.ts';
import { requireSignedIn } from '../signedIn.ts';

interface Query {
  kind?: 'LOGIN' | 'LOGOUT' | 'FAILED';
  email?: string;
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  pageSize?: number;
}

export const auditRoutes: PluginRoute[] = [
  route<{ Body: Query }>({
    method: 'POST',
    url: '/audit/login-activity',
    permission: 'loginActivity:view',
    feature: 'feat:login-activity',
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          kind: { enum: ['LOGIN', 'LOGOUT', 'FAILED'] },
          email: { type: 'string', maxLength: 254 },
          startDate: { type: 'string', format: 'date-time' },
          endDate: { type: 'string', format: 'date-time' },
          pageNo: { type: 'integer', minimum: 1, maximum: 100000 },
          pageSize: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
    async handler(req, _reply, ctx): Promise<LoginActivityPage> {
      const p = requireSignedIn(req);
      const { kind, email, startDate, endDate } = req.body ?? {};
      const pageNo = req.body?.pageNo ?? 1;
      const pageSize = req.body?.pageSize ?? 20;
      // Only the organisation's own accounts (and failures naming no known account).
      let q = ctx.db
        .selectFrom('login_activity as a')
        .where((eb) =>
          eb.or([
            eb('a.user_id', 'is', null),
            eb(
              'a.user_id',
              'in',
              eb
                .selectFrom('organization_user')
                .select('user_id')
                .where('organization_id', '=', p.organizationId),
            ),
          ]),
        );
      if (kind) q = q.where('a.kind', '=', kind);
      if (email) {
        // 'User or email': the address, or the name of the account the record belongs to.
        const pattern = `%${email.replace(/[%_\\]/g, '\\$&')}%`;
        q = q.where((eb) =>
          eb.or([
            eb('a.email', 'ilike', pattern),
            eb('a.user_id', 'in', eb.selectFrom('user').select('id').where('name', 'ilike', pattern)),
          ]),
        );
      }
      if (startDate) q = q.where('a.created_date', '>=', new Date(startDate));
      if (endDate) q = q.where('a.created_date', '<=', new Date(endDate));
      const count = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
      const rows = await q
        .selectAll('a')
        .orderBy('a.created_date', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return {
        data: rows.map((r) => ({
          id: r.id,
          email: r.email,
          userId: r.user_id,
          address: r.address,
          kind: r.kind as 'LOGIN',
          message: r.message,
          date: new Date(r.created_date).toISOString(),
        })),
        count: Number(count?.n ?? 0),
        currentPage: pageNo,
        pageSize,
      };
    },
  }),
];
