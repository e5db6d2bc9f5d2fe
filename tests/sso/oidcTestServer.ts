import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small but real OpenID Connect provider on 127.0.0.1 for tests: discovery, an authorize
 * endpoint that approves the configured user at once (redirecting back with a code), a token
 * endpoint (client_secret_basic, PKCE S256) issuing RS256 ID tokens, its JWKS and an
 * end_session endpoint (RP-initiated logout). `tamper` lets a test make the next ID token wrong
 * in one way; `fetches` counts discovery and JWKS reads; `rotateKey` replaces the signing key.
 */
export interface OidcTestServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the authorize endpoint approves. */
  user: { sub: string; email: string; name: string; email_verified?: boolean };
  /** Changes the ID tokens issued from now on. */
  tamper: Partial<{
    nonce: string;
    aud: string;
    exp: number;
    iss: string;
    signWithOtherKey: boolean;
    /** A key id the JWKS does not publish. */
    kid: string;
  }>;
  /** Makes the authorize endpoint answer with this OAuth error instead of a code. */
  denyWith: string | null;
  /** How often the discovery document and the JWKS were read. */
  fetches: { discovery: number; jwks: number };
  /** Cache-Control header of the discovery and JWKS answers; none when null. */
  cacheControl: string | null;
  /** Whether discovery names the end_session endpoint. */
  endSessionSupported: boolean;
  /** The query of every call of the end_session endpoint, in order. */
  endSessions: URLSearchParams[];
  /** The ID tokens issued, in order. */
  issued: string[];
  /** Signs with a new key under a new kid and publishes only that one (key rotation). */
  rotateKey(): void;
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
}

function keyPair(): { privateKey: KeyObject; jwk: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })),
    jwk: publicKey.export({ format: 'jwk' }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOidcTestServer(
  user: OidcTestServer['user'] = { sub: 'test-sub-1', email: 'sso.user@example.com', name: 'SSO User' },
): Promise<OidcTestServer> {
  let key = keyPair();
  const otherKey = keyPair();
  let kid = 'test-key-1';
  const grants = new Map<string, Grant>();
  let issuer = '';

  const idToken = (g: Grant, t: OidcTestServer['tamper']) => {
    const now = Math.floor(Date.now() / 1000);
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: t.kid ?? kid })).toString(
      'base64url',
    );
    const claims = {
      iss: t.iss ?? issuer,
      sub: server.user.sub,
      aud: t.aud ?? g.clientId,
      exp: t.exp ?? now + 300,
      iat: now,
      nonce: t.nonce ?? g.nonce,
      email: server.user.email,
      email_verified: server.user.email_verified ?? true,
      name: server.user.name,
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signer = t.signWithOtherKey ? otherKey.privateKey : key.privateKey;
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), signer).toString('base64url');
    const token = `${header}.${payload}.${signature}`;
    server.issued.push(token);
    return token;
  };

  const json = (
    res: import('node:http').ServerResponse,
    status: number,
    body: unknown,
    cacheable = false,
  ) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      ...(cacheable && server.cacheControl ? { 'cache-control': server.cacheControl } : {}),
    });
    res.end(JSON.stringify(body));
  };

  const http: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      server.fetches.discovery++;
      const endSession = server.endSessionSupported ? { end_session_endpoint: `${issuer}/end-session` } : {};
      return json(
        res,
        200,
        {
          issuer,
          ...endSession,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        },
        true,
      );
    }
    if (req.method === 'GET' && url.pathname === '/jwks') {
      server.fetches.jwks++;
      return json(res, 200, { keys: [{ ...key.jwk, kid, alg: 'RS256', use: 'sig' }] }, true);
    }
    if (req.method === 'GET' && url.pathname === '/end-session') {
      server.endSessions.push(url.searchParams);
      const back = url.searchParams.get('post_logout_redirect_uri');
      if (!back) return json(res, 200, { message: 'signed out' });
      res.writeHead(302, { location: back });
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const p = url.searchParams;
      const redirectUri = p.get('redirect_uri') ?? '';
      if (p.get('client_id') !== server.clientId || !redirectUri.startsWith('http'))
        return json(res, 400, { error: 'invalid_request' });
      const back = new URL(redirectUri);
      back.searchParams.set('state', p.get('state') ?? '');
      if (server.denyWith) {
        back.searchParams.set('error', server.denyWith);
      } else {
        if (p.get('response_type') !== 'code' || p.get('code_challenge_method') !== 'S256')
          return json(res, 400, { error: 'invalid_request' });
        const code = randomBytes(16).toString('base64url');
        grants.set(code, {
          clientId: server.clientId,
          redirectUri,
          nonce: p.get('nonce') ?? '',
          challenge: p.get('code_challenge') ?? '',
        });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const basic = Buffer.from(
        (req.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      ).toString();
      const [id, secret] = basic.split(':').map(decodeURIComponent);
      if (id !== server.clientId || secret !== server.clientSecret)
        return json(res, 401, { error: 'invalid_client' });
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      if (
        !grant ||
        form.get('grant_type') !== 'authorization_code' ||
        form.get('redirect_uri') !== grant.redirectUri ||
        createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
      )
        return json(res, 400, { error: 'invalid_grant' });
      return json(res, 200, {
        access_token: randomBytes(16).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken(grant, server.tamper),
      });
    }
    json(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const server: OidcTestServer = {
    issuer,
    clientId: 'brains-test-client',
    clientSecret: randomBytes(12).toString('hex'),
    user,
    tamper: {},
    denyWith: null,
    fetches: { discovery: 0, jwks: 0 },
    cacheControl: null,
    endSessionSupported: true,
    endSessions: [],
    issued: [],
    rotateKey() {
      key = keyPair();
      kid = `test-key-${randomBytes(4).toString('hex')}`;
    },
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
  return server;
}
