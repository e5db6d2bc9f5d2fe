import type { RequestsInFlight } from '../../common/http/RequestsInFlight.ts';
import { HttpError, INVALID_OR_MISSING_TOKEN, NETWORK_ERROR_MESSAGE, TOKEN_EXPIRED } from './HttpError.ts';

type QueryValue = string | number | boolean;
/** A query string's values; an array repeats its key (type=A&type=B). */
export type Query = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'json' (default: JSON, text, or undefined for an empty body), 'text', 'blob', or the raw 'response'. */
  responseType?: 'json' | 'text' | 'blob' | 'response';
  /**
   * false: a 403 stays with the caller instead of going to /unauthorized, for calls that explain
   * their own refusal in place (the Workspace Switch Error dialog).
   */
  redirectOnForbidden?: boolean;
}

export interface HttpClient {
  request<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export interface HttpClientDeps {
  /** '/api/v1' on the same origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Moves the app to a path or URL. */
  navigate(to: string): void;
  /** The current app path, e.g. '/login'. */
  currentPath(): string;
  /** Clears the auth state and stored items; credentials too (username, password) when asked. */
  logout(alsoCredentials: boolean): void;
  /** Counts this client's requests until each has answered (body read) or failed. */
  inFlight?: RequestsInFlight;
}

export const API_BASE = '/api/v1';
/** Marks the call as coming from our own web app (the server's internal-request rule). */
export const REQUEST_FROM_HEADER = { 'x-request-from': 'internal' } as const;

const SIGN_IN_PATHS = ['/signin', '/login'];

function withQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function readBody(res: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (type === 'response') return res;
  if (type === 'blob') return res.blob();
  const text = await res.text();
  if (type === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readError(res: Response): Promise<{ message: string; data: unknown }> {
  const data = await readBody(res, 'json').catch(() => undefined);
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : typeof data === 'string' && data
        ? data
        : res.statusText || `Request failed with status ${res.status}`;
  return { message, data };
}

/** Section 8: 'subscription_canceled' keeps the reason as an error query parameter. */
function redirectTarget(redirectTo: string, error: string): string {
  if (error !== 'subscription_canceled') return redirectTo;
  return `${redirectTo}${redirectTo.includes('?') ? '&' : '?'}error=${encodeURIComponent(error)}`;
}

/**
 * The one HTTP client: base path /api/v1, credentials included, the internal request-origin
 * header, JSON in and out, and the section 8 error catalogue.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const base = deps.baseUrl ?? API_BASE;
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const send = async (method: string, url: string, body: unknown, options: RequestOptions) => {
    const headers: Record<string, string> = { ...REQUEST_FROM_HEADER, ...options.headers };
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof Blob) payload = body;
    else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(body);
    }
    try {
      return await doFetch(url, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new HttpError(0, NETWORK_ERROR_MESSAGE);
    }
  };

  /** POST /auth/refreshToken with an empty body; a response id means success. */
  const refresh = async (): Promise<boolean> => {
    try {
      const res = await doFetch(`${base}/auth/refreshToken`, {
        method: 'POST',
        headers: { ...REQUEST_FROM_HEADER },
        credentials: 'include',
      });
      if (!res.ok) return false;
      const data = (await readBody(res, 'json')) as { id?: unknown } | undefined;
      return !!data && typeof data === 'object' && !!data.id;
    } catch {
      return false;
    }
  };

  // One refresh at a time: the server rotates the refresh token, so requests that expire together
  // (a page loading several resources) share one refresh instead of racing with the same token.
  let refreshing: Promise<boolean> | null = null;
  /** Successful refreshes so far: a request sent before the latest one only needs a retry. */
  let generation = 0;
  const refreshOnce = (): Promise<boolean> => {
    refreshing ??= refresh()
      .then((ok) => {
        if (ok) generation += 1;
        return ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const signOut = (alsoCredentials: boolean) => {
    deps.logout(alsoCredentials);
    if (!SIGN_IN_PATHS.includes(deps.currentPath())) deps.navigate('/login');
  };

  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> => {
    const end = deps.inFlight?.begin();
    try {
      return await answer<T>(method, path, body, options);
    } finally {
      end?.();
    }
  };

  const answer = async <T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions,
  ): Promise<T> => {
    const url = withQuery(`${base}${path}`, options.query);
    const sentAfter = generation;
    let res = await send(method, url, body, options);
    if (res.ok) return (await readBody(res, options.responseType)) as T;

    let error = await readError(res);
    // A caller that went away (its page left, so its signal aborted, often mid-body) steers
    // nothing: its unread answer would look like a 401 without reason and sign the user out.
    if (options.signal?.aborted) throw new HttpError(res.status, error.message, error.data);
    const info = (error.data ?? {}) as {
      message?: unknown;
      retry?: unknown;
      redirectTo?: unknown;
      error?: unknown;
    };
    if (res.status === 401 && info.message === TOKEN_EXPIRED && info.retry === true) {
      if (generation === sentAfter && !(await refreshOnce())) {
        signOut(true);
        throw new HttpError(401, error.message, error.data);
      }
      // Retried once: a second failure falls through to the rules below.
      res = await send(method, url, body, options);
      if (res.ok) return (await readBody(res, options.responseType)) as T;
      error = await readError(res);
    }
    const data = (error.data ?? {}) as typeof info;
    if (res.status === 401) {
      if (data.message === INVALID_OR_MISSING_TOKEN) {
        deps.logout(true);
        if (deps.currentPath() !== '/login') deps.navigate('/login');
      } else if (typeof data.redirectTo === 'string' && typeof data.error === 'string' && data.error) {
        deps.navigate(redirectTarget(data.redirectTo, data.error));
      } else if (!SIGN_IN_PATHS.includes(deps.currentPath())) {
        signOut(true);
      }
    } else if (res.status === 403 && options.redirectOnForbidden !== false) {
      deps.navigate('/unauthorized');
    }
    throw new HttpError(res.status, error.message, error.data);
  };

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
}
