import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import { appBaseUrl } from '../../../host/server/http/appBaseUrl.ts';
import { pathParams } from './pathParams.ts';
import { consumeEndHandle } from './ssoSessionStore.ts';

export const ssoLogoutRoutes: PluginRoute[] = [
  /**
   * RP-initiated logout: the browser arrives here from the logout answer (our session is already
   * ended) and is sent to the provider's end_session_endpoint with the session's ID token as
   * id_token_hint; the provider sends it back to /login. An unknown or used handle lands on /login.
   */
  route<{ Params: { handle: string } }>({
    method: 'GET',
    url: '/sso/end-session/:handle',
    public: true,
    schema: { params: pathParams('handle') },
    async handler(req, reply, ctx) {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const ended = await consumeEndHandle(ctx.db, req.params.handle);
      const provider =
        ended &&
        (await ctx.db
          .selectFrom('sso_provider')
          .select('client_id')
          .where('id', '=', ended.provider_id)
          .executeTakeFirst());
      if (!ended || !provider) return reply.redirect('/login', 302);
      const url = new URL(ended.end_session_endpoint);
      url.searchParams.set('id_token_hint', ended.id_token);
      url.searchParams.set('post_logout_redirect_uri', `${appBaseUrl(req)}/login`);
      url.searchParams.set('client_id', provider.client_id);
      return reply.redirect(url.toString(), 302);
    },
  }),
];
