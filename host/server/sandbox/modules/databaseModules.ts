/**
 * `pg` and `typeorm` inside the sandbox, for the peer's SQL templates: the parts that run queries (pg's
 * Client and Pool, typeorm's DataSource and query runner for PostgreSQL). Each query is made by the host
 * (internal.sql, see guardedSql.ts) under the same address rules as fetch; no entities or migrations.
 */

export const PG_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  const settings = (config) => (typeof config === 'string' ? { connectionString: config } : { ...(config || {}) });
  const connectionOf = (s) => ({
    host: s.host, port: s.port, user: s.user || s.username, password: s.password, database: s.database,
    connectionString: s.connectionString, ssl: !!s.ssl,
  });
  const run = async (connection, textOrConfig, values, callback) => {
    const text = typeof textOrConfig === 'object' ? textOrConfig.text : textOrConfig;
    const params = typeof textOrConfig === 'object' && textOrConfig.values ? textOrConfig.values : Array.isArray(values) ? values : [];
    const cb = typeof values === 'function' ? values : callback;
    try {
      const reply = await internal.sql(connection, String(text), params);
      const result = { rows: reply.rows, rowCount: reply.rowCount, command: reply.command, fields: reply.fields.map((name) => ({ name })) };
      if (cb) cb(null, result);
      return result;
    } catch (error) {
      if (cb) { cb(error); return undefined; }
      throw error;
    }
  };
  class Client {
    constructor(config) { this._connection = connectionOf(settings(config)); }
    async connect(callback) { if (callback) callback(null); }
    query(text, values, callback) { return run(this._connection, text, values, callback); }
    async end(callback) { if (callback) callback(null); }
    release() {}
    on() { return this; }
  }
  class Pool {
    constructor(config) { this._connection = connectionOf(settings(config)); this.totalCount = 0; this.idleCount = 0; this.waitingCount = 0; }
    async connect() { const client = new Client(); client._connection = this._connection; return client; }
    query(text, values, callback) { return run(this._connection, text, values, callback); }
    async end() {}
    on() { return this; }
  }
  module.exports = { Client, Pool, types: { setTypeParser() {} } };
  module.exports.default = module.exports;
})`;

export const TYPEORM_MODULE = `(function (module, exports, require, internal) {
  'use strict';
  const { Client } = require('pg');
  class DataSource {
    constructor(options) {
      const o = options || {};
      if (o.type && o.type !== 'postgres') throw new Error("typeorm in the sandbox speaks PostgreSQL only, not '" + o.type + "'");
      this.options = o;
      this.isInitialized = false;
      this._client = new Client({ host: o.host, port: o.port, user: o.username, password: o.password, database: o.database, connectionString: o.url, ssl: o.ssl });
      this.manager = { query: (text, params) => this.query(text, params) };
    }
    async initialize() { this.isInitialized = true; return this; }
    async connect() { return this.initialize(); }
    async destroy() { this.isInitialized = false; }
    async query(text, params) { return (await this._client.query(text, params || [])).rows; }
    createQueryRunner() {
      const source = this;
      return {
        manager: source.manager,
        async connect() {},
        query: (text, params) => source.query(text, params),
        async release() {},
        async startTransaction() { throw new Error('Transactions are not available in the sandbox'); },
      };
    }
  }
  module.exports = { DataSource, default: { DataSource } };
})`;
