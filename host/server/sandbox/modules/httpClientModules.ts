/**
 * `node-fetch` and `axios` inside the sandbox: written here on top of the sandbox's fetch (internal.fetch), so
 * every request goes through the caller's guarded fetch (address policy, redirects, secrets) like fetch()
 * itself. Bodies are text: strings, JSON-able objects, URLSearchParams and Buffers (as UTF-8).
 */

/** Shared by both: headers in any usual shape to a plain object, and a body to a string. */
const REQUEST_HELPERS = `
  const noFetch = () => { throw new Error('HTTP requests are not available to this code'); };
  const send = internal.fetch || noFetch;
  const plainHeaders = (headers) => {
    const out = {};
    if (headers == null) return out;
    if (typeof headers.forEach === 'function' && !Array.isArray(headers)) headers.forEach((v, k) => { out[k] = String(v); });
    else if (Array.isArray(headers)) for (const [k, v] of headers) out[k] = String(v);
    else for (const k of Object.keys(headers)) if (headers[k] != null) out[k] = String(headers[k]);
    return out;
  };
  const hasHeader = (headers, name) => Object.keys(headers).some((k) => k.toLowerCase() === name);
  const bodyText = (body, headers) => {
    if (body == null) return undefined;
    if (typeof body === 'string') return body;
    if (body instanceof internal.URLSearchParams) {
      if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      return body.toString();
    }
    if (internal.Buffer.isBuffer(body)) return body.toString('utf8');
    if (typeof body === 'object') {
      if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
      return JSON.stringify(body);
    }
    return String(body);
  };
`;

export const NODE_FETCH_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  ${REQUEST_HELPERS}
  class Headers {
    constructor(init) { this._map = {}; const plain = plainHeaders(init); for (const k of Object.keys(plain)) this.append(k, plain[k]); }
    append(k, v) { const key = String(k).toLowerCase(); this._map[key] = this._map[key] === undefined ? String(v) : this._map[key] + ', ' + v; }
    set(k, v) { this._map[String(k).toLowerCase()] = String(v); }
    get(k) { const v = this._map[String(k).toLowerCase()]; return v === undefined ? null : v; }
    has(k) { return this._map[String(k).toLowerCase()] !== undefined; }
    delete(k) { delete this._map[String(k).toLowerCase()]; }
    forEach(cb) { for (const k of Object.keys(this._map)) cb(this._map[k], k, this); }
    keys() { return Object.keys(this._map)[Symbol.iterator](); }
    values() { return Object.values(this._map)[Symbol.iterator](); }
    entries() { return Object.entries(this._map)[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
    raw() { const out = {}; for (const k of Object.keys(this._map)) out[k] = [this._map[k]]; return out; }
  }
  class Response {
    constructor(body, init) {
      const options = init || {};
      this._text = body == null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      this.status = options.status === undefined ? 200 : options.status;
      this.statusText = options.statusText || '';
      this.ok = this.status >= 200 && this.status < 300;
      this.headers = options.headers instanceof Headers ? options.headers : new Headers(options.headers);
      this.url = options.url || '';
      this.redirected = !!options.redirected;
      this.bodyUsed = false;
    }
    async text() { this.bodyUsed = true; return this._text; }
    async json() { return JSON.parse(await this.text()); }
    async buffer() { return internal.Buffer.from(await this.text()); }
    clone() { return new Response(this._text, this); }
  }
  class FetchError extends Error {
    constructor(message, type) { super(message); this.name = 'FetchError'; this.type = type || 'system'; }
  }
  async function fetch(url, init) {
    const options = init || {};
    const headers = plainHeaders(options.headers);
    const body = bodyText(options.body, headers);
    let res;
    try {
      res = await send(String(url), { method: options.method || 'GET', headers, ...(body === undefined ? {} : { body }) });
    } catch (error) {
      throw new FetchError('request to ' + url + ' failed, reason: ' + (error && error.message), 'system');
    }
    return new Response(await res.text(), {
      status: res.status, statusText: res.statusText, headers: res.headers.toJSON(), url: res.url, redirected: res.redirected,
    });
  }
  fetch.default = fetch;
  fetch.Headers = Headers;
  fetch.Response = Response;
  fetch.FetchError = FetchError;
  fetch.isRedirect = (code) => [301, 302, 303, 307, 308].includes(code);
  module.exports = fetch;
})`;

export const AXIOS_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  ${REQUEST_HELPERS}
  class AxiosError extends Error {
    constructor(message, code, config, response) {
      super(message);
      this.name = 'AxiosError';
      this.code = code;
      this.config = config;
      this.isAxiosError = true;
      if (response) { this.response = response; this.status = response.status; }
    }
    toJSON() { return { name: this.name, message: this.message, code: this.code, status: this.status }; }
  }
  const query = (params) => {
    if (params == null) return '';
    if (params instanceof internal.URLSearchParams) return params.toString();
    const search = new internal.URLSearchParams();
    for (const k of Object.keys(params)) {
      const v = params[k];
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) for (const item of v) search.append(k + '[]', item);
      else search.append(k, v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : v);
    }
    return search.toString();
  };
  const fullUrl = (config) => {
    let url = String(config.url || '');
    if (config.baseURL && !/^[a-z][a-z0-9+.-]*:/i.test(url)) url = config.baseURL.replace(/\\/+$/, '') + '/' + url.replace(/^\\/+/, '');
    const q = query(config.params);
    return q ? url + (url.includes('?') ? '&' : '?') + q : url;
  };
  const merge = (a, b) => ({ ...a, ...b, headers: { ...plainHeaders(a && a.headers), ...plainHeaders(b && b.headers) } });
  const parseBody = (text, type) => {
    if (type === 'text') return text;
    if (type === 'arraybuffer') return internal.Buffer.from(text);
    try { return text === '' ? text : JSON.parse(text); } catch { return text; }
  };
  async function dispatch(config) {
    const headers = { Accept: 'application/json, text/plain, */*', ...config.headers };
    if (config.auth) headers.Authorization = 'Basic ' + internal.btoa(config.auth.username + ':' + config.auth.password);
    const body = bodyText(config.data, headers);
    const method = String(config.method || 'get').toUpperCase();
    let res;
    try {
      res = await send(fullUrl(config), { method, headers, ...(body === undefined ? {} : { body }) });
    } catch (error) {
      throw new AxiosError(error && error.message ? error.message : 'Network Error', 'ERR_NETWORK', config);
    }
    const text = await res.text();
    const response = {
      data: parseBody(text, config.responseType), status: res.status, statusText: res.statusText,
      headers: res.headers.toJSON(), config, request: { url: res.url },
    };
    const valid = config.validateStatus === null || (config.validateStatus || ((s) => s >= 200 && s < 300))(res.status);
    if (!valid) {
      const code = res.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
      throw new AxiosError('Request failed with status code ' + res.status, code, config, response);
    }
    return response;
  }
  function create(defaults) {
    const base = merge({}, defaults || {});
    const interceptors = { request: [], response: [] };
    const use = (list) => ({ use(fulfilled, rejected) { list.push({ fulfilled, rejected }); return list.length - 1; }, eject(id) { list[id] = null; } });
    async function request(configOrUrl, maybeConfig) {
      let config = typeof configOrUrl === 'string' ? merge(maybeConfig || {}, { url: configOrUrl }) : configOrUrl || {};
      config = merge(instance.defaults, config);
      for (const i of interceptors.request) if (i && i.fulfilled) config = (await i.fulfilled(config)) || config;
      let outcome;
      try {
        outcome = { ok: true, value: await dispatch(config) };
      } catch (error) {
        outcome = { ok: false, value: error };
      }
      for (const i of interceptors.response) {
        if (!i) continue;
        try {
          if (outcome.ok && i.fulfilled) outcome = { ok: true, value: await i.fulfilled(outcome.value) };
          else if (!outcome.ok && i.rejected) outcome = { ok: true, value: await i.rejected(outcome.value) };
        } catch (error) {
          outcome = { ok: false, value: error };
        }
      }
      if (!outcome.ok) throw outcome.value;
      return outcome.value;
    }
    const instance = (configOrUrl, config) => request(configOrUrl, config);
    instance.defaults = base;
    instance.interceptors = { request: use(interceptors.request), response: use(interceptors.response) };
    instance.request = request;
    for (const method of ['get', 'delete', 'head', 'options']) {
      instance[method] = (url, config) => request({ ...config, url, method });
    }
    for (const method of ['post', 'put', 'patch']) {
      instance[method] = (url, data, config) => request({ ...config, url, method, data });
    }
    instance.create = (more) => create(merge(base, more || {}));
    return instance;
  }
  const axios = create({});
  axios.AxiosError = AxiosError;
  axios.isAxiosError = (value) => !!(value && value.isAxiosError);
  axios.all = (list) => Promise.all(list);
  axios.spread = (fn) => (list) => fn(...list);
  axios.default = axios;
  module.exports = axios;
})`;
