import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';
import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import { buildHttpRequest, credentialHeaders } from './buildHttpRequest.ts';

/**
 * HTTP: one request through guardedFetch (private and link-local addresses refused unless
 * HTTP_ALLOW_PRIVATE allows them, every redirect checked). Output http = { data, status,
 * statusText, headers }; {{nodeId}} reads data. A non-2xx answer fails the node.
 */
export const httpExecutor: NodeExecutor = {
  async run(ctx) {
    const req = await buildHttpRequest(ctx.inputs);
    const credId = ctx.node.data.credential ?? ctx.inputs.credential;
    if (typeof credId === 'string' && credId) {
      const cred = await ctx.services.credential(credId);
      for (const v of Object.values(cred.data)) if (typeof v === 'string') ctx.addSecret(v);
      Object.assign(req.headers, credentialHeaders(cred.credentialName, cred.data));
    }
    const fetch = createGuardedFetch({ allowPrivate: ctx.services.allowPrivate });
    let res: Awaited<ReturnType<typeof fetch>>;
    try {
      res = await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: ctx.signal,
      });
    } catch (err) {
      throw new Error(`HTTP request refused or failed: ${(err as Error).message}`);
    }
    const type = ctx.inputs.responseType || 'json';
    let data: unknown;
    if (type === 'json') {
      const text = res.text();
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        data = text;
      }
    } else if (type === 'text') data = res.text();
    else data = Buffer.from(res.body).toString('base64');
    if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText} from ${res.url}`);
    const http = { data, status: res.status, statusText: res.statusText, headers: res.headers };
    const content = typeof data === 'string' ? data : JSON.stringify(data);
    if (ctx.isLastNode && ctx.streaming) ctx.emit('token', content);
    return { output: { http, content } };
  },
};
