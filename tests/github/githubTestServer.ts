import http from 'node:http';
import { closeNow, listenOnLoopback } from '../http/loopbackServer.ts';

export interface GithubTestServer {
  /** http://127.0.0.1:<port>: the REST API's base URL. */
  url: string;
  /** Paths requested, with the Authorization header they carried. */
  requests: { path: string; authorization?: string }[];
  close(): Promise<void>;
}

/**
 * A loopback server speaking the two GitHub REST calls the Github loader makes: a branch's tree
 * (GET /repos/{owner}/{repo}/git/trees/{branch}[?recursive=1]) and a file's raw content
 * (GET /repos/{owner}/{repo}/contents/{path}?ref={branch}). `files` maps paths to contents.
 */
export async function startGithubTestServer(
  repo: string,
  branch: string,
  files: Record<string, string>,
): Promise<GithubTestServer> {
  const state: GithubTestServer = { url: '', requests: [], close: async () => closeNow(server) };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    state.requests.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    const treeMatch = url.pathname === `/repos/${repo}/git/trees/${branch}`;
    if (treeMatch) {
      const recursive = url.searchParams.get('recursive') === '1';
      const paths = Object.keys(files).filter((p) => recursive || !p.includes('/'));
      const dirs = recursive
        ? []
        : [
            ...new Set(
              Object.keys(files)
                .filter((p) => p.includes('/'))
                .map((p) => p.split('/')[0]),
            ),
          ];
      const tree = [
        ...paths.map((path) => ({ path, type: 'blob', size: Buffer.byteLength(files[path] ?? '') })),
        ...dirs.map((path) => ({ path, type: 'tree' })),
      ];
      return send(200, JSON.stringify({ sha: 'abc', tree, truncated: false }));
    }
    const prefix = `/repos/${repo}/contents/`;
    if (url.pathname.startsWith(prefix) && url.searchParams.get('ref') === branch) {
      const path = decodeURIComponent(url.pathname.slice(prefix.length));
      if (path in files && req.headers.accept === 'application/vnd.github.raw')
        return send(200, files[path] as string, 'text/plain');
    }
    send(404, JSON.stringify({ message: 'Not Found' }));
  });
  state.url = await listenOnLoopback(server);
  return state;
}
