import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { emailProblem, normalizeEmail, PASSWORD_MAX, passwordProblem } from '../../common/passwordRules.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { requireAny, requireSignedIn, signedIn } from '../signedIn.ts';
import { checkField } from './authRoutes.ts';

const id = { type: 'string', minLength: 1, maxLength: 100 };

/** A user record without its credential. */
export const publicUser = (u: {
  id: string;
  email: string;
  name: string;
  status: string;
  last_login: Date | null;
  created_date: Date;
  updated_date: Date;
}) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  status: u.status,
  lastLogin: u.last_login ? new Date(u.last_login).toISOString() : null,
  createdDate: new Date(u.created_date).toISOString(),
  updatedDate: new Date(u.updated_date).toISOString(),
});

/** Another user's record needs users:manage and the same organisation; one's own is always readable. */
async function assertMayManage(
  req: Parameters<typeof requireSignedIn>[0],
  ctx: Parameters<PluginRoute['handler']>[2],
  userId: string,
) {
  const p = requireSignedIn(req);
  if (p.userId === userId) return p;
  requireAny(req, ctx.edition, 'users:manage');
  const same = await ctx.db
    .selectFrom('organization_user')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('organization_id', '=', p.organizationId)
    .executeTakeFirst();
  if (!same) throw httpError(404, `User ${userId} not found`);
  return p;
}

export const userRoutes: PluginRoute[] = [
  signedIn(
    route<{ Querystring: { id: string } }>({
      method: 'GET',
      url: '/user',
      schema: {
        querystring: { type: 'object', required: ['id'], additionalProperties: false, properties: { id } },
      },
      async handler(req, _reply, ctx) {
        await assertMayManage(req, ctx, req.query.id);
        const user = await ctx.db
          .selectFrom('user')
          .selectAll()
          .where('id', '=', req.query.id)
          .executeTakeFirst();
        if (!user) throw httpError(404, `User ${req.query.id} not found`);
        return publicUser(user);
      },
    }),
  ),

  signedIn(
    route<{
      Body: {
        id: string;
        name?: string;
        email?: string;
        password?: string;
        oldPassword?: string;
        status?: string;
      };
    }>({
      method: 'PUT',
      url: '/user',
      bodyLimit: 16 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: {
            id,
            name: { type: 'string', minLength: 1, maxLength: 100 },
            email: { type: 'string', minLength: 1, maxLength: 254 },
            password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
            oldPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
            status: { enum: ['active', 'disabled'] },
          },
        },
      },
      async handler(req, _reply, ctx) {
        const p = await assertMayManage(req, ctx, req.body.id);
        const self = p.userId === req.body.id;
        const user = await ctx.db
          .selectFrom('user')
          .selectAll()
          .where('id', '=', req.body.id)
          .executeTakeFirst();
        if (!user) throw httpError(404, `User ${req.body.id} not found`);
        const change: {
          name?: string;
          email?: string;
          credential?: string;
          status?: string;
          updated_date: Date;
        } = {
          updated_date: new Date(),
        };
        if (req.body.name !== undefined) {
          const name = req.body.name.trim();
          checkField('name', name ? null : 'Name is required');
          change.name = name;
        }
        if (req.body.email !== undefined) {
          checkField('email', emailProblem(req.body.email));
          const email = normalizeEmail(req.body.email);
          const taken = await ctx.db
            .selectFrom('user')
            .select('id')
            .where('email', '=', email)
            .where('id', '!=', user.id)
            .executeTakeFirst();
          if (taken) throw httpError(409, 'An account with this email already exists');
          change.email = email;
        }
        if (req.body.password !== undefined) {
          // Only the owner changes a password, and proves it with the old one.
          if (!self) throw httpError(403, 'Only the account owner can change its password');
          if (!(await verifyPassword(user.credential, req.body.oldPassword ?? ''))) {
            throw httpError(400, 'body/oldPassword: The current password is wrong');
          }
          checkField('password', passwordProblem(req.body.password));
          change.credential = await hashPassword(req.body.password);
        }
        if (req.body.status !== undefined) {
          if (self) throw httpError(400, 'body/status: You cannot change your own status');
          change.status = req.body.status;
        }
        const row = await ctx.db
          .updateTable('user')
          .set(change)
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return publicUser(row);
      },
    }),
  ),
];
