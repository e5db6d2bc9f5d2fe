/**
 * Source of the function that makes a sandbox context's `require`, `Buffer`, `URL`, `URLSearchParams`, `atob`,
 * `btoa`, `TextEncoder` and `TextDecoder` (on first use of one of them, see SANDBOX_LAZY_GLOBALS). Modules are evaluated only when required: `hostLoad`
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
  // Bundled packages build their lookup tables on these array stand-ins (as they were prepared and measured
  // before the sandbox had typed arrays); user code gets the real typed arrays.
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
      if (value instanceof ArrayBuffer) return Buffer.ofBytes(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return Buffer.ofBytes(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
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
  // TextEncoder/TextDecoder (UTF-8, as in Node and browsers), written here: QuickJS has neither.
  class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(input) {
      const text = input === undefined ? '' : String(input);
      const out = [];
      for (let i = 0; i < text.length; i++) {
        let c = text.charCodeAt(i);
        if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
          const d = text.charCodeAt(i + 1);
          if (d >= 0xdc00 && d < 0xe000) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
        }
        if (c >= 0xd800 && c < 0xe000) c = 0xfffd; // a lone surrogate
        if (c < 0x80) out.push(c);
        else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
        else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      }
      return new Uint8Array(out);
    }
    encodeInto(input, dest) {
      const bytes = this.encode(input);
      const n = Math.min(bytes.length, dest.length);
      for (let i = 0; i < n; i++) dest[i] = bytes[i];
      return { read: String(input).length, written: n };
    }
  }
  class TextDecoder {
    constructor(label, options) {
      const name = label === undefined ? 'utf-8' : String(label).trim().toLowerCase();
      if (name !== 'utf-8' && name !== 'utf8' && name !== 'unicode-1-1-utf-8')
        throw new RangeError("TextDecoder: only 'utf-8' is available in the sandbox, not '" + label + "'");
      this.fatal = Boolean(options && options.fatal);
      this.ignoreBOM = Boolean(options && options.ignoreBOM);
    }
    get encoding() { return 'utf-8'; }
    decode(input) {
      if (input == null) return '';
      const b = input instanceof ArrayBuffer ? new Uint8Array(input)
        : ArrayBuffer.isView(input) ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength) : input;
      let s = '';
      let i = 0;
      if (!this.ignoreBOM && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) i = 3;
      const bad = () => { if (this.fatal) throw new TypeError('TextDecoder: the data is not valid utf-8'); return 0xfffd; };
      const cont = (k) => k < b.length && (b[k] & 0xc0) === 0x80;
      while (i < b.length) {
        const c = b[i];
        let cp;
        if (c < 0x80) { cp = c; i += 1; }
        else if (c >= 0xc2 && c < 0xe0 && cont(i + 1)) { cp = ((c & 31) << 6) | (b[i + 1] & 63); i += 2; }
        else if (c >= 0xe0 && c < 0xf0 && cont(i + 1) && cont(i + 2)) {
          cp = ((c & 15) << 12) | ((b[i + 1] & 63) << 6) | (b[i + 2] & 63); i += 3;
          if (cp < 0x800 || (cp >= 0xd800 && cp < 0xe000)) cp = bad();
        } else if (c >= 0xf0 && c < 0xf5 && cont(i + 1) && cont(i + 2) && cont(i + 3)) {
          cp = ((c & 7) << 18) | ((b[i + 1] & 63) << 12) | ((b[i + 2] & 63) << 6) | (b[i + 3] & 63); i += 4;
          if (cp < 0x10000 || cp > 0x10ffff) cp = bad();
        } else { cp = bad(); i += 1; }
        s += String.fromCodePoint(cp);
      }
      return s;
    }
  }
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
  return { require, Buffer, URL, URLSearchParams, atob, btoa, TextEncoder, TextDecoder };
})`;

/**
 * Source of the function that puts require, Buffer, URL, URLSearchParams, atob, btoa, TextEncoder and
 * TextDecoder on the global object
 * as getters: the first use of any of them has the host compile SANDBOX_REQUIRE_PRELUDE (`init`), so a run
 * that uses none of them does not pay for it. Assigning one replaces it with a plain value.
 */
export const SANDBOX_LAZY_GLOBALS = `(function (init) {
  'use strict';
  let api = null;
  for (const name of ['require', 'Buffer', 'URL', 'URLSearchParams', 'atob', 'btoa', 'TextEncoder', 'TextDecoder']) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      enumerable: true,
      get() { if (api === null) api = init(); return api[name]; },
      set(value) { Object.defineProperty(globalThis, name, { value, writable: true, enumerable: true, configurable: true }); },
    });
  }
})`;
