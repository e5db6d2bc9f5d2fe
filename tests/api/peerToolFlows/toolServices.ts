import { type RecordingServer, startRecordingServer } from '../../http/recordingServer.ts';

const page = (title: string, text: string, links: string[]) => ({
  type: 'text/html',
  body: `<html><head><title>${title}</title></head><body><p>${text}</p>${links.map((l) => `<a href="${l}">x</a>`).join('')}</body></html>`,
});

const ATOM = `<feed><entry><id>http://arxiv.org/abs/2401.00001v1</id><published>2024-01-01T00:00:00Z</published><title>Agents at work</title><summary>How agents use tools.</summary><author><name>Ada Lovelace</name></author></entry></feed>`;

export const OPENAPI_SPEC = (base: string) => `openapi: 3.0.0
info: { title: Events, version: '1' }
servers:
  - url: ${base}
paths:
  /events:
    get:
      operationId: listEvents
      summary: List all events
`;

/**
 * One loopback server speaking every service the peer's tool templates call, each at its real
 * path: Google Custom Search, Brave Search, the arXiv API, a small web site, an events REST API,
 * Gmail (users/me) and Microsoft Graph. Keys must match, as the services insist.
 */
export function startToolServices(): Promise<RecordingServer> {
  let base = '';
  return startRecordingServer((r) => {
    if (r.path === '/customsearch/v1') {
      if (r.query.get('key') !== 'g-key')
        return { status: 400, body: { error: { message: 'API key not valid.' } } };
      const q = r.query.get('q') ?? '';
      return {
        body: { items: [{ title: `About ${q}`, link: `${base}/site/`, snippet: `Facts about ${q}.` }] },
      };
    }
    if (r.path === '/res/v1/web/search') {
      if (r.headers['x-subscription-token'] !== 'b-key') return { status: 401, body: {} };
      return {
        body: {
          web: { results: [{ title: 'Brave hit', url: `${base}/site/`, description: 'From Brave.' }] },
        },
      };
    }
    if (r.path === '/api/query') return { type: 'application/atom+xml', body: ATOM };
    if (r.path === '/site/') return page('Site home', 'Home text.', ['/site/a']);
    if (r.path === '/site/a') return page('Site A', 'A text.', []);
    if (r.path.startsWith('/events')) {
      if (r.method === 'GET') return { body: [{ id: '1', name: 'Launch' }] };
      return { body: { ok: true, method: r.method, path: r.path, body: r.body ? JSON.parse(r.body) : null } };
    }
    if (r.path.startsWith('/gmail/') || r.path.startsWith('/v1.0/')) {
      if (r.headers.authorization !== 'Bearer o-token')
        return { status: 401, body: { error: 'unauthorized' } };
      if (r.path === '/gmail/v1/users/me/messages/send') return { body: { id: 'sent-1' } };
      if (r.path.endsWith('/messages') && r.method === 'POST')
        return { status: 201, body: { id: 'teams-1' } };
    }
    return undefined;
  }).then((s) => {
    base = s.url;
    return s;
  });
}

/** TOOL_BASE_URLS pointing every built-in tool these flows use at the server. */
export const toolBaseUrls = (url: string) =>
  [
    `googleCustomSearch=${url}`,
    `braveSearchAPI=${url}`,
    `arxiv=${url}`,
    `gmail=${url}/gmail/v1/users/me`,
    `microsoftTeams=${url}/v1.0`,
  ].join(',');
