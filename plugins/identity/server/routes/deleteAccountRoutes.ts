import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { PASSWORD_MAX } from '../../common/passwordRules.ts';
import { clearSessionCookies } from '../cookies.ts';
import { recordLoginActivity } from '../loginActivity.ts';
import { loginLockSeconds, TOO_MANY_ATTEMPTS } from '../loginLimit.ts';
import { verifyPassword } from '../password.ts';
import { clientAddress, requireSignedIn, signedIn } from '../signedIn.ts';

export const WRONG_PASSWORD = 'body/password: The password is wrong';
export const LAST_ADMIN =
  "You are the organization's last administrator: make another user an administrator before deleting your account";

/**
 * POST /account/delete {password}: a signed-in user deletes their own account (DECISION: every
 * edition; the peer offers it in cloud only). The password proves it is the owner, not someone at
 * an unlocked screen; wrong guesses count as failed logins, so the login rate limit covers them.
 * The last active organisation admin cannot leave the organisation without one. The user's
 * organisation and workspace links, sessions and pending tokens go with the user row (cascade);
 * what they built belongs to the workspaces and stays; login activity keeps the record.
 * API keys carry no session, so they are refused (401).
 */
export const deleteAccountRoutes: PluginRoute[] = [
  signedIn(
    route<{ Body: { password: string } }>({
      method: 'POST',
      url: '/account/delete',
      bodyLimit: 16 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['password'],
          additionalProperties: false,
          properties: { password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX } },
        },
      },
      async handler(req, reply, ctx) {
        const p = requireSignedIn(req);
        const address = clientAddress(req);
        const user = await ctx.db
          .selectFrom('user')
          .select(['email', 'credential'])
          .where('id', '=', p.userId)
          .executeTakeFirstOrThrow();
        const lock = await loginLockSeconds(ctx.db, user.email, address);
        if (lock > 0) {
          reply.header('retry-after', String(lock));
          throw httpError(429, TOO_MANY_ATTEMPTS);
        }
        if (!user.credential || !(await verifyPassword(user.credential, req.body.password))) {
          await recordLoginActivity(ctx.db, {
            email: user.email,
            userId: p.userId,
            address,
            kind: 'FAILED',
            message: 'Account deletion refused: wrong password',
          });
          throw httpError(400, WRONG_PASSWORD);
        }
        await ctx.db.transaction().execute(async (trx) => {
          // Locks the organisation's admin links, so two admins deleting at once cannot both pass.
          const admins = await trx
            .selectFrom('organization_user')
            .select(['user_id'])
            .where('organization_id', '=', p.organizationId)
            .where('is_admin', '=', true)
            .where('status', '=', 'active')
            .forUpdate()
            .execute();
          const isAdmin = admins.some((a) => a.user_id === p.userId);
          if (isAdmin && admins.length === 1) throw httpError(409, LAST_ADMIN);
          await trx.deleteFrom('user').where('id', '=', p.userId).execute();
        });
        await recordLoginActivity(ctx.db, {
          email: user.email,
          userId: p.userId,
          address,
          kind: 'LOGOUT',
          message: 'Account deleted',
        });
        req.log.info({ userId: p.userId }, 'account deleted by its owner');
        clearSessionCookies(reply);
        return { message: 'Account deleted', redirectTo: '/login' };
      },
    }),
  ),
];
