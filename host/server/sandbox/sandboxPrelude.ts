/**
 * Source of the function that sets up a fresh sandbox context before user code runs. It receives the host
 * bridges (log, and fetch when allowed) and keeps them in closures, so user code can reach them only through
 * console.* and fetch(). It returns pristine JSON helpers the host uses to move values in and out, so user
 * code that replaces JSON.parse/stringify cannot change how the host reads its result.
 */
export const SANDBOX_PRELUDE = `(function (hostLog, hostFetch, maxLogChars) {
  'use strict';
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const S = String;
  const keys = Object.keys;
  const format = (v) => {
    if (typeof v === 'string') return v;
    if (v instanceof Error) return S(v.name) + ': ' + S(v.message);
    try {
      const json = stringify(v);
      return json === undefined ? S(v) : json;
    } catch {
      try { return S(v); } catch { return '[unprintable]'; }
    }
  };
  const line = (args) => {
    let out = '';
    for (let i = 0; i < args.length && out.length <= maxLogChars; i++) out += (i ? ' ' : '') + format(args[i]);
    return out.length > maxLogChars ? out.slice(0, maxLogChars) + '…' : out;
  };
  const consoleObject = {};
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    consoleObject[level] = (...args) => { hostLog(level, line(args)); };
  }
  globalThis.console = consoleObject;
  if (hostFetch) {
    const headersOf = (raw) => ({
      get: (name) => { const v = raw[S(name).toLowerCase()]; return v === undefined ? null : v; },
      has: (name) => raw[S(name).toLowerCase()] !== undefined,
      forEach: (cb) => { for (const k of keys(raw)) cb(raw[k], k); },
      entries: () => keys(raw).map((k) => [k, raw[k]]),
      toJSON: () => raw,
    });
    globalThis.fetch = async function fetch(url, init) {
      const options = init == null ? {} : init;
      const headers = {};
      if (options.headers != null) for (const k of keys(options.headers)) headers[k] = S(options.headers[k]);
      const body = options.body;
      if (body != null && typeof body !== 'string') {
        throw new TypeError('fetch: body must be a string (use JSON.stringify for objects)');
      }
      const request = { url: S(url), method: options.method == null ? 'GET' : S(options.method), headers };
      if (body != null) request.body = body;
      const data = parse(await hostFetch(stringify(request)));
      const text = data.body;
      return {
        status: data.status, statusText: data.statusText, ok: data.ok, url: data.url, redirected: data.redirected,
        headers: headersOf(data.headers),
        text: async () => text,
        json: async () => parse(text),
      };
    };
  }
  return {
    fromJson: (text) => parse(text),
    toJson: (value) => stringify(value),
  };
})`;

/**
 * Source of the function that makes `$tools`: an object by tool name whose `invoke(input)` (and `call`,
 * as the peer's tools also answer to it) sends the input as JSON through the host and resolves with the
 * tool's output text.
 */
export const SANDBOX_TOOLS_PRELUDE = `(function (hostTool, listJson) {
  'use strict';
  const stringify = JSON.stringify;
  const tools = {};
  for (const info of JSON.parse(listJson)) {
    const name = info.name;
    const invoke = async (input) => hostTool(stringify({ name, input: input === undefined ? null : input }));
    tools[name] = Object.freeze({ name, description: info.description, invoke, call: invoke });
  }
  return Object.freeze(tools);
})`;
