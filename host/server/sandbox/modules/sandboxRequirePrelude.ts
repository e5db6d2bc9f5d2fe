/**
 * Source of the function that makes a sandbox context's `require`, `Buffer`, `URL`, `URLSearchParams`, `atob`
 * and `btoa` (on first use of one of them, see SANDBOX_LAZY_GLOBALS). Modules are evaluated only when required: `hostLoad`
 * (host side) compiles the prepared source of one module into a factory `(module, exports, require,
 * internal)`, or throws the error naming the allowed list. `internal` is what the module sources build on
 * (the guarded fetch, host crypto, typed-array stand-ins); user code never sees it.
 */
export const SANDBOX_REQUIRE_PRELUDE = `(function (hostLoad, hostCall, fetchFn, hostSql) {
  'use strict';
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const call = (op, args) => hostCall(op, stringify(args || {}));
  const HEX = '0123456789abcdef';
  const toHex = (list) => {
    let s = '';
    for (let i = 0; i < list.length; i++) { const b = list[i] & 255; s += HEX[b >> 4] + HEX[b & 15]; }
    return s;
  };
  const fromHex = (hex) => {
    const out = [];
    for (let i = 0; i + 1 < hex.length; i += 2) out.push(parseInt(hex.substr(i, 2), 16));
    return out;
  };
  // The sandbox has no typed arrays (see SandboxRun); bundled packages that build lookup tables get arrays.
  const arrayType = (name, mask) => {
    const T = class extends Array {
      constructor(x) {
        super();
        if (typeof x === 'number') { for (let i = 0; i < x; i++) this.push(0); }
        else if (x != null) { const list = Array.from(x); for (let i = 0; i < list.length; i++) this.push(mask(list[i])); }
      }
      subarray(start, end) { return this.slice(start, end); }
      set(list, offset) { const at = offset || 0; for (let i = 0; i < list.length; i++) this[at + i] = mask(list[i]); }
    };
    Object.defineProperty(T, 'name', { value: name });
    return T;
  };
  class Buffer extends Array {
    static ofBytes(list) { const b = new Buffer(); for (let i = 0; i < list.length; i++) b.push(list[i] & 255); return b; }
    static from(value, encoding) {
      if (typeof value === 'string') {
        return Buffer.ofBytes(fromHex(call('convert', { data: value, from: encoding || 'utf8', to: 'hex' })));
      }
      if (value && value.type === 'Buffer' && Array.isArray(value.data)) return Buffer.ofBytes(value.data);
      if (value != null && typeof value.length === 'number') return Buffer.ofBytes(Array.from(value));
      throw new TypeError('Buffer.from: expected a string, an array of bytes or a Buffer');
    }
    static alloc(size, fill) { const b = new Buffer(); for (let i = 0; i < size; i++) b.push((fill || 0) & 255); return b; }
    static isBuffer(value) { return value instanceof Buffer; }
    static byteLength(value, encoding) { return typeof value === 'string' ? Buffer.from(value, encoding).length : value.length; }
    static concat(list) { const b = new Buffer(); for (const part of list) for (let i = 0; i < part.length; i++) b.push(part[i] & 255); return b; }
    toString(encoding, start, end) {
      const part = start === undefined && end === undefined ? this : this.slice(start || 0, end === undefined ? this.length : end);
      return call('convert', { data: toHex(part), from: 'hex', to: encoding || 'utf8' });
    }
    equals(other) { return this.length === other.length && this.every((b, i) => b === other[i]); }
    toJSON() { return { type: 'Buffer', data: Array.from(this) }; }
  }
  /** A string or bytes as it crosses to the host. */
  const chunk = (data, encoding) => typeof data === 'string'
    ? { data, encoding: encoding || 'utf8' }
    : { data: toHex(data), encoding: 'hex' };
  const atob = (text) => call('convert', { data: String(text), from: 'base64', to: 'latin1' });
  const btoa = (text) => call('convert', { data: String(text), from: 'latin1', to: 'base64' });

  class URLSearchParams {
    constructor(init) {
      this._list = [];
      this._url = null;
      if (init == null) return;
      if (typeof init === 'string') {
        for (const pair of init.replace(/^\\?/, '').split('&')) {
          if (!pair) continue;
          const at = pair.indexOf('=');
          const decode = (s) => decodeURIComponent(s.replace(/\\+/g, ' '));
          this._list.push(at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))]);
        }
      } else if (Array.isArray(init) || init instanceof URLSearchParams) {
        for (const [k, v] of init) this._list.push([String(k), String(v)]);
      } else {
        for (const k of Object.keys(init)) this._list.push([k, String(init[k])]);
      }
    }
    _changed() { if (this._url) this._url._setSearch(this.toString()); }
    append(k, v) { this._list.push([String(k), String(v)]); this._changed(); }
    delete(k) { this._list = this._list.filter((p) => p[0] !== String(k)); this._changed(); }
    get(k) { const p = this._list.find((e) => e[0] === String(k)); return p ? p[1] : null; }
    getAll(k) { return this._list.filter((p) => p[0] === String(k)).map((p) => p[1]); }
    has(k) { return this._list.some((p) => p[0] === String(k)); }
    set(k, v) {
      const at = this._list.findIndex((p) => p[0] === String(k));
      if (at < 0) this._list.push([String(k), String(v)]);
      else this._list = this._list.filter((p, i) => i === at || p[0] !== String(k)).map((p) => (p[0] === String(k) ? [p[0], String(v)] : p));
      this._changed();
    }
    sort() { this._list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)); this._changed(); }
    forEach(cb) { for (const [k, v] of this._list) cb(v, k, this); }
    keys() { return this._list.map((p) => p[0])[Symbol.iterator](); }
    values() { return this._list.map((p) => p[1])[Symbol.iterator](); }
    entries() { return this._list.map((p) => [p[0], p[1]])[Symbol.iterator](); }
    [Symbol.iterator]() { return this.entries(); }
    get size() { return this._list.length; }
    toString() {
      const enc = (s) => encodeURIComponent(s).replace(/%20/g, '+');
      return this._list.map(([k, v]) => enc(k) + '=' + enc(v)).join('&');
    }
  }
  const URL_KEYS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];
  class URL {
    constructor(input, base) {
      this._parts = parse(call('url', base === undefined ? { input: String(input) } : { input: String(input), base: String(base) }));
      this._params = new URLSearchParams(this._parts.search);
      this._params._url = this;
    }
    _setSearch(search) { this._parts = parse(call('urlSet', { href: this._parts.href, key: 'search', value: search })); }
    get searchParams() { return this._params; }
    toString() { return this._parts.href; }
    toJSON() { return this._parts.href; }
    static canParse(input, base) { try { new URL(input, base); return true; } catch { return false; } }
  }
  for (const key of URL_KEYS) {
    Object.defineProperty(URL.prototype, key, {
      get() { return this._parts[key]; },
      set(value) {
        if (key === 'origin') return;
        this._parts = parse(call('urlSet', { href: this._parts.href, key, value: String(value) }));
        if (key === 'search' || key === 'href') { this._params = new URLSearchParams(this._parts.search); this._params._url = this; }
      },
    });
  }

  const internal = {
    fetch: fetchFn, call, chunk,
    sql: async (connection, text, params) => parse(await hostSql(stringify({ connection, text, params }))), toHex, fromHex, Buffer, URL, URLSearchParams, atob, btoa,
    Uint8Array: arrayType('Uint8Array', (v) => v & 255),
    Uint16Array: arrayType('Uint16Array', (v) => v & 65535),
    Uint32Array: arrayType('Uint32Array', (v) => v >>> 0),
    Int32Array: arrayType('Int32Array', (v) => v | 0),
  };
  const cache = {};
  function require(name) {
    const key = String(name).replace(/^node:/, '');
    if (Object.prototype.hasOwnProperty.call(cache, key)) return cache[key].exports;
    const factory = hostLoad(key);
    const module = { exports: {} };
    cache[key] = module;
    try {
      factory(module, module.exports, require, internal);
    } catch (error) {
      delete cache[key];
      throw error;
    }
    return module.exports;
  }
  return { require, Buffer, URL, URLSearchParams, atob, btoa };
})`;

/**
 * Source of the function that puts require, Buffer, URL, URLSearchParams, atob and btoa on the global object
 * as getters: the first use of any of them has the host compile SANDBOX_REQUIRE_PRELUDE (`init`), so a run
 * that uses none of them does not pay for it. Assigning one replaces it with a plain value.
 */
export const SANDBOX_LAZY_GLOBALS = `(function (init) {
  'use strict';
  let api = null;
  for (const name of ['require', 'Buffer', 'URL', 'URLSearchParams', 'atob', 'btoa']) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      enumerable: true,
      get() { if (api === null) api = init(); return api[name]; },
      set(value) { Object.defineProperty(globalThis, name, { value, writable: true, enumerable: true, configurable: true }); },
    });
  }
})`;
