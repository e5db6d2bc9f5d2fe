import { http } from '../../../host/web/http/http.ts';
import type { SsoProviderButton, SsoProviderInput, SsoProviderView } from '../common/ssoTypes.ts';

/** The browser's calls of the sso plugin. */
export const ssoApi = {
  providers: async () => (await http.get<{ providers: SsoProviderView[] }>('/sso-config')).providers,
  save: async (input: SsoProviderInput) =>
    (await http.put<{ providers: SsoProviderView[] }>('/sso-config', input)).providers,
  remove: async (id: string) =>
    (await http.delete<{ providers: SsoProviderView[] }>(`/sso-config/${encodeURIComponent(id)}`)).providers,
  test: (issuer: string) => http.post<{ ok: boolean; message: string }>('/sso-config/test', { issuer }),
  buttons: () => http.get<SsoProviderButton[]>('/sso/providers'),
};

/** Where the browser starts a sign-in: a full page load, since the provider's page follows. */
export const ssoLoginUrl = (id: string) => `/api/v1/sso/${encodeURIComponent(id)}/login`;

/** The redirect URI to register at the provider. */
export const ssoCallbackUrl = (id: string) =>
  `${window.location.origin}/api/v1/sso/${encodeURIComponent(id)}/callback`;
