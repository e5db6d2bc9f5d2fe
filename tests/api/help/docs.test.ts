import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the API reference and help links', () => {
  it('serves an OpenAPI document of the mounted routes to anyone', async () => {
    const res = await server.anonymousFetch('/api/v1/docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const mounted = server.app.brains.routes.filter((r) => r.method !== 'OPTIONS');
    const listed = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(listed).toBe(mounted.length);
    expect(doc.paths['/api/v1/evaluations/{id}']?.get).toMatchObject({
      tags: ['evaluations'],
      'x-permission': 'evaluations:view',
    });
    expect(doc.paths['/api/v1/datasets/set']?.post?.requestBody).toBeTruthy();
  });

  it('gives the Help links, an operator setting replacing a default only with an http(s) address', async () => {
    // read from the environment when asked, as the server process has it
    process.env.HELP_REPORT_BUG_URL = 'https://bugs.example.com/new';
    process.env.HELP_BLOGS_URL = 'javascript:alert(1)';
    const links = await (await server.anonymousFetch('/api/v1/docs/links')).json();
    delete process.env.HELP_REPORT_BUG_URL;
    delete process.env.HELP_BLOGS_URL;
    expect(links.reportBug).toBe('https://bugs.example.com/new');
    expect(links.blogs).toMatch(/^https:\/\/github\.com\//);
    expect(links.courses).toMatch(/^https:\/\//);
  });
});
