import { navigate } from 'wouter/use-browser-location';
import { authActions } from '../stores/auth.ts';
import { RequestsInFlight } from '../../common/http/RequestsInFlight.ts';
import { createHttpClient } from './createHttpClient.ts';

/** The app client's requests still out: deferred downloads wait for the first page's (ShellContext). */
export const requestsInFlight = new RequestsInFlight();

/**
 * The app's HTTP client. Plugins import this one instance:
 * @example const tools = await http.get<Tool[]>('/tools');
 */
export const http = createHttpClient({
  navigate: (to) => {
    if (/^https?:\/\//.test(to)) window.location.assign(to);
    else navigate(to);
  },
  currentPath: () => window.location.pathname,
  logout: (alsoCredentials) => authActions.logout(alsoCredentials),
  inFlight: requestsInFlight,
});

export { API_BASE, createHttpClient, REQUEST_FROM_HEADER } from './createHttpClient.ts';
export type { HttpClient, HttpClientDeps, Query, RequestOptions } from './createHttpClient.ts';
export { errorMessage } from './errorMessage.ts';
export { HttpError, INVALID_OR_MISSING_TOKEN, NETWORK_ERROR_MESSAGE, TOKEN_EXPIRED } from './HttpError.ts';
