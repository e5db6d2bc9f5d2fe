/**
 * `crypto`, `uuid`, `buffer`, `url` and `querystring` inside the sandbox. Hashes, HMACs, randomness and
 * encodings are computed by the host (sandboxHostCall) on data that crosses as text; the rest is plain JS.
 */

export const CRYPTO_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  const { call, chunk, fromHex, Buffer } = internal;
  const output = (value, encoding) => (encoding ? value : Buffer.ofBytes(fromHex(value)));
  const digester = (op, algorithm, key) => {
    const chunks = [];
    let done = false;
    const self = {
      update(data, encoding) {
        if (done) throw new Error('Digest already called');
        chunks.push(chunk(data, encoding));
        return self;
      },
      digest(encoding) {
        if (done) throw new Error('Digest already called');
        done = true;
        const result = call(op, { algorithm, key, chunks, encoding: encoding || 'hex' });
        return output(result, encoding);
      },
    };
    return self;
  };
  module.exports = {
    randomUUID: () => call('randomUUID'),
    randomBytes: (size) => Buffer.ofBytes(fromHex(call('randomBytes', { size }))),
    randomInt: (min, max) => {
      if (max === undefined) { max = min; min = 0; }
      const n = parseInt(call('randomBytes', { size: 6 }), 16);
      return min + (n % (max - min));
    },
    getRandomValues: (list) => {
      const bytes = fromHex(call('randomBytes', { size: list.length }));
      for (let i = 0; i < list.length; i++) list[i] = bytes[i];
      return list;
    },
    createHash: (algorithm) => digester('hash', String(algorithm), undefined),
    createHmac: (algorithm, key) => digester('hmac', String(algorithm), chunk(key)),
    timingSafeEqual: (a, b) => {
      if (a.length !== b.length) throw new RangeError('Input buffers must have the same byte length');
      let diff = 0;
      for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
      return diff === 0;
    },
    getHashes: () => ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'],
  };
  module.exports.webcrypto = { randomUUID: module.exports.randomUUID, getRandomValues: module.exports.getRandomValues };
})`;

export const UUID_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  const { call, fromHex, toHex } = internal;
  const format = (bytes) => {
    const h = toHex(bytes);
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20, 32);
  };
  const PATTERN = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;
  const validate = (value) => typeof value === 'string' && PATTERN.test(value);
  const v4 = () => call('randomUUID');
  let lastMs = -1;
  let seq = 0;
  const v7 = () => {
    const bytes = fromHex(call('randomBytes', { size: 16 }));
    let ms = Date.now();
    // a counter in the random bits keeps ids made in the same millisecond in order
    if (ms <= lastMs) { ms = lastMs; seq = (seq + 1) & 0xfff; } else { seq = bytes[6] & 0x7ff; }
    lastMs = ms;
    for (let i = 5; i >= 0; i--) { bytes[i] = ms % 256; ms = Math.floor(ms / 256); }
    bytes[6] = 0x70 | (seq >> 8);
    bytes[7] = seq & 0xff;
    bytes[8] = 0x80 | (bytes[8] & 0x3f);
    return format(bytes);
  };
  const parse = (value) => {
    if (!validate(value)) throw new TypeError('Invalid UUID');
    return fromHex(value.replace(/-/g, ''));
  };
  const version = (value) => {
    if (!validate(value)) throw new TypeError('Invalid UUID');
    return parseInt(value.slice(14, 15), 16);
  };
  module.exports = {
    v4, v7, validate, version, parse, stringify: format,
    NIL: '00000000-0000-0000-0000-000000000000', MAX: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
  };
})`;

export const BUFFER_MODULE = `(function (module, exports, require, internal) {
  module.exports = { Buffer: internal.Buffer, atob: internal.atob, btoa: internal.btoa };
})`;

export const QUERYSTRING_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  const escape = (s) => encodeURIComponent(s);
  const unescape = (s) => { try { return decodeURIComponent(s); } catch { return s; } };
  const value = (v) => (typeof v === 'string' ? v : typeof v === 'number' && isFinite(v) ? String(v) : typeof v === 'boolean' ? String(v) : '');
  const stringify = (obj, sep, eq) => {
    const s = sep || '&';
    const e = eq || '=';
    if (obj == null || typeof obj !== 'object') return '';
    return Object.keys(obj).map((k) => {
      const v = obj[k];
      return Array.isArray(v) ? v.map((item) => escape(k) + e + escape(value(item))).join(s) : escape(k) + e + escape(value(v));
    }).filter(Boolean).join(s);
  };
  const parse = (text, sep, eq) => {
    const out = {};
    if (typeof text !== 'string' || text === '') return out;
    for (const part of text.split(sep || '&')) {
      if (!part) continue;
      const at = part.indexOf(eq || '=');
      const k = unescape((at < 0 ? part : part.slice(0, at)).replace(/\\+/g, ' '));
      const v = at < 0 ? '' : unescape(part.slice(at + (eq || '=').length).replace(/\\+/g, ' '));
      if (!Object.prototype.hasOwnProperty.call(out, k)) out[k] = v;
      else if (Array.isArray(out[k])) out[k].push(v);
      else out[k] = [out[k], v];
    }
    return out;
  };
  module.exports = { stringify, parse, escape, unescape, encode: stringify, decode: parse };
})`;

export const URL_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  const { URL, URLSearchParams } = internal;
  /** The legacy url.parse shape, from the WHATWG parser (relative input is resolved against a dummy base). */
  const parse = (input, parseQuery) => {
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(input);
    const u = new URL(input, relative ? 'http://relative.invalid' : undefined);
    const search = u.search || null;
    const query = search ? search.slice(1) : null;
    return {
      protocol: relative ? null : u.protocol, slashes: relative ? null : true,
      auth: u.username ? u.username + (u.password ? ':' + u.password : '') : null,
      host: relative ? null : u.host, port: relative ? null : u.port || null, hostname: relative ? null : u.hostname,
      hash: u.hash || null, search, query: parseQuery ? require('querystring').parse(query || '') : query,
      pathname: u.pathname, path: u.pathname + (search || ''), href: relative ? u.pathname + (search || '') + u.hash : u.href,
    };
  };
  const format = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof URL) return value.href;
    const auth = value.auth ? value.auth + '@' : '';
    const host = value.host || (value.hostname ? value.hostname + (value.port ? ':' + value.port : '') : '');
    const search = value.search || (value.query && typeof value.query === 'object' ? '?' + require('querystring').stringify(value.query) : '');
    return (value.protocol ? value.protocol.replace(/:?$/, ':') + '//' : '') + auth + host + (value.pathname || '') + search + (value.hash || '');
  };
  const resolve = (from, to) => {
    const resolved = new URL(to, new URL(from, 'resolve://'));
    return resolved.protocol === 'resolve:' ? resolved.pathname + resolved.search + resolved.hash : resolved.href;
  };
  module.exports = { URL, URLSearchParams, parse, format, resolve };
})`;
