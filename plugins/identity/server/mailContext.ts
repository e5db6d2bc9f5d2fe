import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';

/** Where identity's mails go: the organisation's own mail server when it has one (Email settings). */
export const mailCtx = (ctx: ServerContext, organizationId?: string | null) => ({
  db: ctx.db,
  log: ctx.log,
  port: ctx.config.port,
  ...(organizationId ? { org: { ctx, organizationId } } : {}),
});

/** The (first) organisation of a user, whose mail server sends the user's mails. */
export async function organizationOf(ctx: ServerContext, userId: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('organization_user')
    .select('organization_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.organization_id ?? null;
}
