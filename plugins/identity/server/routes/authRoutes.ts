import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { requestPrincipal } from '../../../../host/server/access/requestPrincipal.ts';
import { INVALID_OR_MISSING_TOKEN } from '../../../../host/server/access/sessionAccessPolicy.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { emailProblem, normalizeEmail, PASSWORD_MAX, passwordProblem } from '../../common/passwordRules.ts';
import { authSecret } from '../authSecret.ts';
import { authUserPayload, loadMembership } from '../authUser.ts';
import { clearSessionCookies, REFRESH_COOKIE, readCookies } from '../cookies.ts';
import { recordLoginActivity } from '../loginActivity.ts';
import { loginLockSeconds, TOO_MANY_ATTEMPTS } from '../loginLimit.ts';
import { membershipForLogin, startSession } from '../loginFlow.ts';
import { dummyHash, hashPassword, isLegacyHash, verifyPassword } from '../password.ts';
import { sessionEndRedirect } from '../sessionEndHooks.ts';
import { issueCookies, rotateRefreshToken, sha256 } from '../sessions.ts';
import { clientAddress, requireSignedIn, signedIn } from '../signedIn.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
const SMALL_BODY = 16 * 1024;

const credentials = {
  email: { type: 'string', minLength: 1, maxLength: 254 },
  password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
};

/** 400 naming the field when a value breaks the shared rules. */
export function checkField(field: string, problem: string | null): void {
  if (problem) throw httpError(400, `body/${field}: ${problem}`);
}

async function organizationExists(db: Parameters<typeof loadMembership>[0]): Promise<boolean> {
  return !!(await db.selectFrom('organization').select('id').limit(1).executeTakeFirst());
}

export const authRoutes: PluginRoute[] = [
  route({
    method: 'POST',
    url: '/auth/resolve',
    public: true,
    async handler(_req, _reply, ctx) {
      return { redirectUrl: (await organizationExists(ctx.db)) ? '/signin' : '/organization-setup' };
    },
  }),

  route<{ Body: { email: string; password: string } }>({
    method: 'POST',
    url: '/auth/login',
    public: true,
    bodyLimit: SMALL_BODY,
    schema: {
      body: {
        type: 'object',
        required: ['email', 'password'],
        additionalProperties: false,
        properties: credentials,
      },
    },
    async handler(req, reply, ctx) {
      const email = normalizeEmail(req.body.email);
      const address = clientAddress(req);
      const fail = async (status: number, message: string, userId: string | null = null) => {
        await recordLoginActivity(ctx.db, { email, userId, address, kind: 'FAILED', message });
        return reply.code(status).send({ statusCode: status, error: 'Login failed', message });
      };
      // Refused before the password is even checked; recorded, but not counted as a failure.
      const lock = await loginLockSeconds(ctx.db, email, address);
      if (lock > 0) {
        reply.header('retry-after', String(lock));
        return fail(429, TOO_MANY_ATTEMPTS);
      }
      const user = await ctx.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
      // Verify against a dummy hash for unknown emails: both paths cost the same time.
      const ok = await verifyPassword(user?.credential ?? (await dummyHash()), req.body.password);
      if (!user || !ok || !user.credential) return fail(401, INVALID_CREDENTIALS, user?.id ?? null);
      if (user.status === 'unverified')
        return fail(403, 'Email not verified: use the link we sent you', user.id);
      if (user.status !== 'active') return fail(403, `Account ${user.status}`, user.id);
      const membership = await membershipForLogin(ctx.db, ctx.edition, user.id);
      if (!membership) return fail(403, 'No workspace is assigned to this account', user.id);
      // A bcrypt hash imported from the peer's database: replaced by argon2id at its first login.
      if (isLegacyHash(user.credential))
        await ctx.db
          .updateTable('user')
          .set({ credential: await hashPassword(req.body.password), updated_date: new Date() })
          .where('id', '=', user.id)
          .where('credential', '=', user.credential)
          .execute();
      const { payload } = await startSession(req, reply, ctx.db, membership);
      await recordLoginActivity(ctx.db, {
        email,
        userId: user.id,
        address,
        kind: 'LOGIN',
        message: 'Login successful',
      });
      return payload;
    },
  }),

  route({
    method: 'POST',
    url: '/auth/refreshToken',
    public: true,
    bodyLimit: SMALL_BODY,
    async handler(req, reply, ctx) {
      const token = readCookies(req)[REFRESH_COOKIE];
      const rotation = token ? await rotateRefreshToken(ctx.db, token) : { ok: false as const };
      const membership = rotation.ok
        ? await loadMembership(ctx.db, ctx.edition, rotation.userId, rotation.workspaceId)
        : null;
      if (!rotation.ok || !membership || membership.user.status !== 'active') {
        clearSessionCookies(reply);
        return reply
          .code(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: INVALID_OR_MISSING_TOKEN });
      }
      await issueCookies(req, reply, rotation);
      // Section 7: a response id signals success.
      return authUserPayload(ctx.db, membership, req);
    },
  }),

  signedIn(
    route({
      method: 'GET',
      url: '/auth/me',
      async handler(req, _reply, ctx) {
        const p = requireSignedIn(req);
        const membership = await loadMembership(ctx.db, ctx.edition, p.userId, p.workspaceId);
        if (!membership) throw httpError(401, INVALID_OR_MISSING_TOKEN);
        return authUserPayload(ctx.db, membership, req);
      },
    }),
  ),

  route({
    method: 'GET',
    url: '/organization-setup',
    public: true,
    async handler(_req, _reply, ctx) {
      return { required: !(await organizationExists(ctx.db)) };
    },
  }),

  route<{ Body: { organizationName?: string; name: string; email: string; password: string } }>({
    method: 'POST',
    url: '/organization-setup',
    public: true,
    bodyLimit: SMALL_BODY,
    schema: {
      body: {
        type: 'object',
        required: ['name', 'email', 'password'],
        additionalProperties: false,
        properties: {
          ...credentials,
          name: { type: 'string', minLength: 1, maxLength: 100 },
          organizationName: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
    },
    async handler(req, reply, ctx) {
      checkField('email', emailProblem(req.body.email));
      checkField('password', passwordProblem(req.body.password));
      const name = req.body.name.trim();
      checkField('name', name ? null : 'Name is required');
      const email = normalizeEmail(req.body.email);
      const credential = await hashPassword(req.body.password);
      // The signing key first: if DATA_DIR cannot hold it, nothing is saved and a retry can succeed.
      await authSecret(req.server.brains.config.dataDir);
      const userId = randomUUID();
      const created = await ctx.db.transaction().execute(async (trx) => {
        // One organisation set-up at a time, even across instances.
        await sql`select pg_advisory_xact_lock(727002)`.execute(trx);
        if (await trx.selectFrom('organization').select('id').limit(1).executeTakeFirst()) return false;
        const organizationId = randomUUID();
        await trx
          .insertInto('organization')
          .values({ id: organizationId, name: req.body.organizationName?.trim() || 'Default Organization' })
          .execute();
        // The workspace every resource already lives in (DEFAULT_WORKSPACE_ID) becomes the default one.
        await trx
          .insertInto('workspace')
          .values({
            id: 'default',
            organization_id: organizationId,
            name: 'Default Workspace',
            is_default: true,
          })
          .execute();
        await trx
          .insertInto('user')
          .values({ id: userId, email, name, credential, status: 'active' })
          .execute();
        await trx
          .insertInto('organization_user')
          .values({ organization_id: organizationId, user_id: userId, role_id: 'owner', is_admin: true })
          .execute();
        await trx
          .insertInto('workspace_user')
          .values({ workspace_id: 'default', user_id: userId, role_id: 'owner' })
          .execute();
        return true;
      });
      if (!created) throw httpError(409, 'The organization is already set up: sign in instead');
      const membership = await loadMembership(ctx.db, ctx.edition, userId, 'default');
      if (!membership) throw new Error('organization setup left no membership');
      const { payload } = await startSession(req, reply, ctx.db, membership);
      await recordLoginActivity(ctx.db, {
        email,
        userId,
        address: clientAddress(req),
        kind: 'LOGIN',
        message: 'Organization set up',
      });
      reply.code(201);
      return payload;
    },
  }),

  route({
    method: 'POST',
    url: '/account/logout',
    public: true,
    bodyLimit: SMALL_BODY,
    async handler(req, reply, ctx) {
      const principal = requestPrincipal(req);
      const refresh = readCookies(req)[REFRESH_COOKIE];
      // An expired access token still logs out: the refresh cookie names the session.
      const session = principal
        ? { id: principal.sessionId, user_id: principal.userId }
        : refresh
          ? await ctx.db
              .selectFrom('auth_session')
              .select(['id', 'user_id'])
              .where('refresh_hash', '=', sha256(refresh))
              .where('revoked_date', 'is', null)
              .executeTakeFirst()
          : undefined;
      if (session) {
        await ctx.db
          .updateTable('auth_session')
          .set({ revoked_date: new Date() })
          .where('id', '=', session.id)
          .execute();
        const user = await ctx.db
          .selectFrom('user')
          .select('email')
          .where('id', '=', session.user_id)
          .executeTakeFirst();
        await recordLoginActivity(ctx.db, {
          email: user?.email ?? '',
          userId: session.user_id,
          address: clientAddress(req),
          kind: 'LOGOUT',
          message: 'Logged out',
        });
      }
      clearSessionCookies(reply);
      const next = session ? await sessionEndRedirect(ctx, session.id) : undefined;
      return { message: 'logged_out', redirectTo: next ?? '/login' };
    },
  }),
];
