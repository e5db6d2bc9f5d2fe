import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from '../../host/common/plugin/types.ts';
import type { AccessPolicy } from '../../host/server/access/AccessPolicy.ts';
import { type BuildAppOptions, buildApp } from '../../host/server/app.ts';
import { parseConfig, type ServerConfig } from '../../host/server/config.ts';
import type { DatabaseHandle } from '../../host/server/db/openDatabase.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { hashPassword } from '../../plugins/identity/server/password.ts';
import { openTestDatabase } from './testDatabase.ts';

export interface TestServerOptions {
  /**
   * Extra environment (PLATFORM_TYPE, DISABLED_PLUGINS, ...); PORT, HOST and DATA_DIR are set for you.
   * HTTP_ALLOW_PRIVATE is LOCAL_MODEL_SERVERS unless given ('' for a server that refuses them all).
   */
  env?: Record<string, string>;
  /** The plugin list handed to buildApp (default: the built-in list). */
  plugins?: readonly Plugin[];
  /** A folder holding a web build; default: none, so non-API paths answer 503. */
  webRoot?: string;
  /** Default: the server's own policy (API keys and sessions when the identity plugin is loaded). */
  accessPolicy?: AccessPolicy;
  /** Use this database instead of a fresh one (the server closes it). */
  database?: DatabaseHandle;
  /**
   * With the identity plugin loaded, the organisation and its admin are set up first and
   * `fetch` sends the admin's session. False leaves the server fresh (first-run tests).
   */
  setup?: boolean;
}

/** A signed-in browser: fetch sends its cookies and keeps the ones the server sets. */
export interface Session {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The current cookies, name -> value. */
  cookies: Map<string, string>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  session: Session;
}

/**
 * The tests' protocol servers (tests/llm) listen on 127.0.0.1, a loopback address outgoing requests
 * may only reach when HTTP_ALLOW_PRIVATE allows it, as an operator allows a local Ollama.
 */
export const LOCAL_MODEL_SERVERS = '127.0.0.1';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin-Passw0rd';

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  app: FastifyInstance;
  config: ServerConfig;
  /** fetch relative to the server, as the organisation admin when identity is loaded. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** fetch with no session. */
  anonymousFetch(path: string, init?: RequestInit): Promise<Response>;
  /** The admin created at set-up (null without identity or with setup: false). */
  admin: TestUser | null;
  /** POST /auth/login; throws unless it succeeds. */
  loginAs(email: string, password: string): Promise<Session>;
  /**
   * A user straight in the database (active, with a password) linked to the organisation and to
   * `workspace` (id, default 'default') with `role` ('owner' | 'member' | 'viewer' or a role id),
   * then signed in.
   */
  createUser(options?: {
    role?: string;
    workspace?: string;
    email?: string;
    isAdmin?: boolean;
  }): Promise<TestUser>;
  /** A workspace of the organisation, by name; returns its id. */
  createWorkspace(name: string): Promise<string>;
  close(): Promise<void>;
}

export function createSession(baseUrl: string, cookies = new Map<string, string>()): Session {
  return {
    cookies,
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attrs] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired || !value) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
  };
}

/**
 * The real server (buildApp + listen) on 127.0.0.1 with a random port, a fresh database and a
 * temporary DATA_DIR. Close it in afterAll.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bs-api-data-'));
  const config = parseConfig(
    {
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      HTTP_ALLOW_PRIVATE: LOCAL_MODEL_SERVERS,
      ...options.env,
      PORT: '0',
      DATA_DIR: dataDir,
    },
    { defaultHost: '127.0.0.1' },
  );
  const appOptions: BuildAppOptions = {
    database: options.database ?? (await openTestDatabase()),
    webRoot: options.webRoot ?? join(dataDir, 'no-web-build'),
    // Without an explicit policy the loaded plugins' (identity's) applies, as in production.
    ...(options.accessPolicy ? { accessPolicy: options.accessPolicy } : {}),
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, options.plugins ?? builtinPlugins, appOptions);
    await app.listen({ port: 0, host: config.host });
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const anonymousFetch = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  const identity = app.brains.registry.get('identity') !== undefined;

  const loginAs = async (email: string, password: string): Promise<Session> => {
    const session = createSession(url);
    const res = await session.fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
    return session;
  };

  let admin: TestUser | null = null;
  if (identity && options.setup !== false) {
    // A database reused from an earlier server (options.database) already has the organisation.
    const state = (await (await anonymousFetch('/api/v1/organization-setup')).json()) as {
      required: boolean;
    };
    if (!state.required) {
      const again = await loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
      const me = (await (await again.fetch('/api/v1/auth/me')).json()) as { id: string };
      admin = { id: me.id, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, session: again };
    }
  }
  if (identity && options.setup !== false && !admin) {
    const session = createSession(url);
    const res = await session.fetch('/api/v1/organization-setup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (res.status !== 201) throw new Error(`organization setup failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { id: string };
    admin = { id: body.id, email: ADMIN_EMAIL, password: ADMIN_PASSWORD, session };
  }

  const organizationId = async () => {
    const org = await app.brains.db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
    return org.id;
  };

  return {
    url,
    app,
    config,
    admin,
    fetch: (path, init) => (admin ? admin.session.fetch(path, init) : anonymousFetch(path, init)),
    anonymousFetch,
    loginAs,
    async createWorkspace(name) {
      const id = randomUUID();
      await app.brains.db
        .insertInto('workspace')
        .values({ id, organization_id: await organizationId(), name })
        .execute();
      return id;
    },
    async createUser({ role = 'member', workspace = 'default', email, isAdmin = false } = {}) {
      const id = randomUUID();
      const userEmail = email ?? `user-${id.slice(0, 8)}@example.com`;
      const password = 'User-Passw0rd';
      const db = app.brains.db;
      await db
        .insertInto('user')
        .values({
          id,
          email: userEmail,
          name: `User ${id.slice(0, 4)}`,
          credential: await hashPassword(password),
          status: 'active',
        })
        .execute();
      await db
        .insertInto('organization_user')
        .values({ organization_id: await organizationId(), user_id: id, role_id: role, is_admin: isAdmin })
        .execute();
      await db
        .insertInto('workspace_user')
        .values({ workspace_id: workspace, user_id: id, role_id: role })
        .execute();
      return { id, email: userEmail, password, session: await loginAs(userEmail, password) };
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For tests that run the server as a process: sets the organisation up on a first run (else signs
 * in) as the test admin and returns the Cookie header that carries the session.
 */
export async function signInProcess(url: string): Promise<string> {
  const credentials = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const init = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  let res = await fetch(`${url}/api/v1/organization-setup`, init({ name: 'Admin', ...credentials }));
  if (res.status === 409) res = await fetch(`${url}/api/v1/auth/login`, init(credentials));
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
