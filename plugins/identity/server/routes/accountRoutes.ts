import { mailCtx, organizationOf } from '../mailContext.ts';
import { randomUUID } from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../../host/server/plugin/definePluginServer.ts';
import { emailProblem, normalizeEmail, PASSWORD_MAX, passwordProblem } from '../../common/passwordRules.ts';
import { mailInvitation, mailPasswordReset, mailVerification } from '../mails.ts';
import { actIn, assertMayGrantRole, assertMayManageMember } from '../grantRules.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { revokeUserSessions } from '../sessions.ts';
import { requireSignedIn, signedIn } from '../signedIn.ts';
import { consumeUserToken, issueUserToken, peekUserToken } from '../userTokens.ts';
import { checkField } from './authRoutes.ts';
import { ID_SCHEMA, objectSchema } from './objectSchema.ts';

const SMALL_BODY = 16 * 1024;
const token = { type: 'string', minLength: 1, maxLength: 200 };
const email = { type: 'string', minLength: 1, maxLength: 254 };
const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX };
const INVALID_LINK = 'This link is invalid or has expired';
/** Answers that do not tell whether an email has an account. */
const SENT = { message: 'If the email belongs to an account, a mail is on its way' };

/**
 * A public POST taking an email: `mail` decides what the account of that email (if any) is sent.
 * The answer is the same either way, so it never tells whether an email has an account.
 */
function mailToAccount(
  url: string,
  mail: (ctx: ServerContext, user: { id: string; email: string; status: string }) => Promise<void>,
): PluginRoute {
  return route<{ Body: { email: string } }>({
    method: 'POST',
    url,
    public: true,
    bodyLimit: SMALL_BODY,
    schema: { body: objectSchema(['email'], { email }) },
    async handler(req, _reply, ctx) {
      const user = await ctx.db
        .selectFrom('user')
        .select(['id', 'email', 'status'])
        .where('email', '=', normalizeEmail(req.body.email))
        .executeTakeFirst();
      if (user) await mail(ctx, user);
      return SENT;
    },
  });
}

export const accountRoutes: PluginRoute[] = [
  route<{
    Body: { email: string; workspaceId?: string; workspaceIds?: string[]; roleId?: string; name?: string };
  }>({
    method: 'POST',
    url: '/account/invite',
    permission: 'users:manage,workspace:add-user',
    feature: 'feat:users',
    bodyLimit: SMALL_BODY,
    schema: {
      body: objectSchema(['email'], {
        email,
        name: { type: 'string', maxLength: 100 },
        workspaceId: ID_SCHEMA,
        // Several workspaces at once (the users page); all get the role.
        workspaceIds: {
          type: 'array',
          minItems: 1,
          maxItems: 100,
          uniqueItems: true,
          items: ID_SCHEMA,
        },
        roleId: ID_SCHEMA,
      }),
    },
    async handler(req, reply, ctx) {
      const p = requireSignedIn(req);
      checkField('email', emailProblem(req.body.email));
      const address = normalizeEmail(req.body.email);
      const workspaceIds = req.body.workspaceIds ?? [req.body.workspaceId ?? p.workspaceId];
      const workspaceId = workspaceIds[0] as string;
      const roleId = req.body.roleId ?? 'member';
      const found = await ctx.db
        .selectFrom('workspace')
        .select(['id'])
        .where('id', 'in', workspaceIds)
        .where('organization_id', '=', p.organizationId)
        .execute();
      const missing = workspaceIds.filter((w) => !found.some((f) => f.id === w));
      if (missing.length) throw httpError(404, `Workspace ${missing.join(', ')} not found`);
      // Each workspace needs the right to add people there, and the role only what the caller holds.
      for (const w of workspaceIds) {
        const held = await actIn(ctx, p, w, 'workspace:add-user');
        await assertMayGrantRole(ctx.db, held, p.organizationId, roleId);
      }
      let user = await ctx.db.selectFrom('user').selectAll().where('email', '=', address).executeTakeFirst();
      if (user) {
        const inOrg = await ctx.db
          .selectFrom('organization_user')
          .select('user_id')
          .where('user_id', '=', user.id)
          .where('organization_id', '=', p.organizationId)
          .executeTakeFirst();
        if (!inOrg) throw httpError(409, `${address} belongs to another organization`);
        // Inviting someone already there changes their role: never of someone who outranks the caller.
        for (const w of workspaceIds)
          await assertMayManageMember(ctx, await actIn(ctx, p, w, 'workspace:add-user'), w, user.id);
      } else {
        // A new person of the organisation: the plan's users (cloud) must have room.
        await ctx.limits.enforce({ workspaceId, resource: 'users' });
        const id = randomUUID();
        await ctx.db
          .insertInto('user')
          .values({
            id,
            email: address,
            name: req.body.name?.trim() || address.split('@')[0] || address,
            status: 'invited',
          })
          .execute();
        await ctx.db
          .insertInto('organization_user')
          .values({ organization_id: p.organizationId, user_id: id, role_id: roleId, status: 'invited' })
          .execute();
        user = await ctx.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      }
      const userId = user.id;
      await ctx.db
        .insertInto('workspace_user')
        .values(workspaceIds.map((w) => ({ workspace_id: w, user_id: userId, role_id: roleId })))
        .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doUpdateSet({ role_id: roleId }))
        .execute();
      if (user.status === 'invited') {
        const org = await ctx.db
          .selectFrom('organization')
          .select('name')
          .where('id', '=', p.organizationId)
          .executeTakeFirstOrThrow();
        await mailInvitation(
          mailCtx(ctx, p.organizationId),
          address,
          await issueUserToken(ctx.db, user.id, 'invite'),
          org.name,
        );
      }
      reply.code(201);
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        status: user.status,
        workspaceId,
        workspaceIds,
        roleId,
      };
    },
  }),

  route<{ Querystring: { token: string } }>({
    method: 'GET',
    url: '/account/invitation',
    public: true,
    schema: { querystring: objectSchema(['token'], { token }) },
    async handler(req, _reply, ctx) {
      const userId = await peekUserToken(ctx.db, req.query.token, 'invite');
      if (!userId) throw httpError(400, INVALID_LINK);
      const user = await ctx.db
        .selectFrom('user')
        .select(['email', 'name'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return user;
    },
  }),

  route<{ Body: { name: string; email: string; password: string; token?: string } }>({
    method: 'POST',
    url: '/account/register',
    public: true,
    bodyLimit: SMALL_BODY,
    schema: {
      body: objectSchema(['email', 'password'], {
        email,
        password,
        token,
        name: { type: 'string', maxLength: 100 },
      }),
    },
    async handler(req, reply, ctx) {
      checkField('email', emailProblem(req.body.email));
      checkField('password', passwordProblem(req.body.password));
      const address = normalizeEmail(req.body.email);
      const credential = await hashPassword(req.body.password);
      if (req.body.token) {
        // An invitation: the invited account gets its password and is active at once.
        const userId = await peekUserToken(ctx.db, req.body.token, 'invite');
        const invited = userId
          ? await ctx.db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst()
          : undefined;
        if (!invited || invited.email !== address) throw httpError(400, INVALID_LINK);
        if (!(await consumeUserToken(ctx.db, req.body.token, 'invite'))) throw httpError(400, INVALID_LINK);
        await ctx.db
          .updateTable('user')
          .set({
            credential,
            status: 'active',
            name: req.body.name?.trim() || invited.name,
            updated_date: new Date(),
          })
          .where('id', '=', invited.id)
          .execute();
        await ctx.db
          .updateTable('organization_user')
          .set({ status: 'active' })
          .where('user_id', '=', invited.id)
          .execute();
        reply.code(201);
        return { id: invited.id, email: address, status: 'active' };
      }
      const org = await ctx.db.selectFrom('organization').select(['id']).executeTakeFirst();
      if (!org) throw httpError(409, 'Set up the organization first (/organization-setup)');
      if (ctx.edition !== 'oss' || process.env.ALLOW_REGISTRATION !== 'true') {
        throw httpError(403, 'Registration is by invitation only: ask an administrator to invite you');
      }
      const name = req.body.name?.trim();
      checkField('name', name ? null : 'Name is required');
      const taken = await ctx.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', address)
        .executeTakeFirst();
      if (taken) throw httpError(409, 'An account with this email already exists');
      const id = randomUUID();
      await ctx.db
        .insertInto('user')
        .values({ id, email: address, name: name as string, credential, status: 'unverified' })
        .execute();
      await ctx.db
        .insertInto('organization_user')
        .values({ organization_id: org.id, user_id: id, role_id: 'member' })
        .execute();
      const workspace = await ctx.db
        .selectFrom('workspace')
        .select('id')
        .where('organization_id', '=', org.id)
        .where('is_default', '=', true)
        .executeTakeFirstOrThrow();
      await ctx.db
        .insertInto('workspace_user')
        .values({ workspace_id: workspace.id, user_id: id, role_id: 'member' })
        .execute();
      await mailVerification(mailCtx(ctx), address, await issueUserToken(ctx.db, id, 'verify'));
      reply.code(201);
      return { id, email: address, status: 'unverified' };
    },
  }),

  route<{ Body: { token: string } }>({
    method: 'POST',
    url: '/account/verify',
    public: true,
    bodyLimit: SMALL_BODY,
    schema: { body: objectSchema(['token'], { token }) },
    async handler(req, _reply, ctx) {
      const userId = await consumeUserToken(ctx.db, req.body.token, 'verify');
      if (!userId) throw httpError(400, INVALID_LINK);
      await ctx.db
        .updateTable('user')
        .set({ status: 'active', updated_date: new Date() })
        .where('id', '=', userId)
        .execute();
      return { message: 'Email verified: you can sign in now' };
    },
  }),

  mailToAccount('/account/resend-verification', async (ctx, user) => {
    if (user.status === 'unverified')
      await mailVerification(
        mailCtx(ctx, await organizationOf(ctx, user.id)),
        user.email,
        await issueUserToken(ctx.db, user.id, 'verify'),
      );
  }),

  // Invited accounts set their password through the invitation; disabled ones get none.
  mailToAccount('/account/forgot-password', async (ctx, user) => {
    if (user.status !== 'invited' && user.status !== 'disabled')
      await mailPasswordReset(
        mailCtx(ctx, await organizationOf(ctx, user.id)),
        user.email,
        await issueUserToken(ctx.db, user.id, 'reset'),
      );
  }),

  route<{ Body: { token: string; password: string } }>({
    method: 'POST',
    url: '/account/reset-password',
    public: true,
    bodyLimit: SMALL_BODY,
    schema: { body: objectSchema(['token', 'password'], { token, password, email }) },
    async handler(req, _reply, ctx) {
      checkField('password', passwordProblem(req.body.password));
      const userId = await consumeUserToken(ctx.db, req.body.token, 'reset');
      if (!userId) throw httpError(400, INVALID_LINK);
      await ctx.db
        .updateTable('user')
        // A password account again (an SSO provider may be gone); the next SSO sign-in marks it again.
        .set({ credential: await hashPassword(req.body.password), is_sso: false, updated_date: new Date() })
        .where('id', '=', userId)
        .execute();
      // Whoever held the old password loses their sessions.
      await revokeUserSessions(ctx.db, userId);
      return { message: 'Password changed: sign in with the new one' };
    },
  }),

  signedIn(
    route<{ Body: { currentPassword: string; newPassword: string } }>({
      method: 'POST',
      url: '/account/change-password',
      bodyLimit: SMALL_BODY,
      schema: {
        body: objectSchema(['currentPassword', 'newPassword'], {
          currentPassword: password,
          newPassword: password,
        }),
      },
      async handler(req, _reply, ctx) {
        const p = requireSignedIn(req);
        const user = await ctx.db
          .selectFrom('user')
          .select('credential')
          .where('id', '=', p.userId)
          .executeTakeFirstOrThrow();
        if (!(await verifyPassword(user.credential, req.body.currentPassword))) {
          throw httpError(400, 'body/currentPassword: The current password is wrong');
        }
        checkField('newPassword', passwordProblem(req.body.newPassword));
        await ctx.db
          .updateTable('user')
          .set({ credential: await hashPassword(req.body.newPassword), updated_date: new Date() })
          .where('id', '=', p.userId)
          .execute();
        // Other browsers signed in with the old password are signed out; this one stays.
        await revokeUserSessions(ctx.db, p.userId, p.sessionId);
        return { message: 'Password changed' };
      },
    }),
  ),

  // The peer's basic-auth check: an operator-set username and password (BASIC_AUTH_USERNAME/PASSWORD).
  route({
    method: 'GET',
    url: '/account/basic-auth',
    public: true,
    handler: () => ({
      isUsernamePasswordSet: !!(process.env.BASIC_AUTH_USERNAME && process.env.BASIC_AUTH_PASSWORD),
    }),
  }),

  route<{ Body: { username: string; password: string } }>({
    method: 'POST',
    url: '/account/basic-auth',
    public: true,
    bodyLimit: SMALL_BODY,
    schema: {
      body: objectSchema(['username', 'password'], {
        username: { type: 'string', maxLength: 200 },
        password,
      }),
    },
    handler(req, reply) {
      const user = process.env.BASIC_AUTH_USERNAME ?? '';
      const pass = process.env.BASIC_AUTH_PASSWORD ?? '';
      const same = (a: string, b: string) =>
        a.length === b.length && a.length > 0 && timingSafeEqual(Buffer.from(a), Buffer.from(b));
      if (user && pass && same(req.body.username, user) && same(req.body.password, pass)) {
        return { message: 'Authentication successful' };
      }
      return reply
        .code(401)
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Authentication failed' });
    },
  }),
];
