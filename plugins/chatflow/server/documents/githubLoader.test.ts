import { afterAll, describe, expect, it } from 'vitest';
import { startGithubTestServer } from '../../../../tests/github/githubTestServer.ts';
import { testRun } from '../componentTestKit.ts';
import type { DocumentsInstance } from '../componentTypes.ts';
import { githubLoader } from './githubLoader.ts';

const github = await startGithubTestServer('acme/handbook', 'main', {
  'README.md': '# Handbook\nWelcome.',
  'logo.png': 'not text',
  'guide/holidays.md': 'Thirty days of leave.',
  'guide/draft.md': 'Unfinished.',
});
afterAll(() => github.close());

const load = (inputs: Record<string, unknown>, credential: Record<string, unknown> = {}) =>
  testRun({ credential, services: { modelBaseURL: { github: github.url } } }).build('github', githubLoader, {
    repoLink: 'https://github.com/acme/handbook',
    branch: 'main',
    ...inputs,
  }) as Promise<DocumentsInstance>;

describe('github loader', () => {
  it('loads the text files of the branch through the REST API, with the token, skipping binaries and ignored paths', async () => {
    const docs = await load(
      { recursive: true, ignorePath: '["guide/draft.md"]', metadata: { team: 'hr' } },
      { accessToken: 'ghp_test' },
    );
    expect(docs.docs).toEqual([
      {
        pageContent: '# Handbook\nWelcome.',
        metadata: { source: 'README.md', repository: 'acme/handbook', branch: 'main', team: 'hr' },
      },
      {
        pageContent: 'Thirty days of leave.',
        metadata: { source: 'guide/holidays.md', repository: 'acme/handbook', branch: 'main', team: 'hr' },
      },
    ]);
    expect(github.requests.every((r) => r.authorization === 'Bearer ghp_test')).toBe(true);
    expect(github.requests.some((r) => r.path.includes('logo.png'))).toBe(false);
  });

  it('without Recursive reads only the top folder; an unknown branch names GitHub’s answer', async () => {
    expect((await load({})).docs.map((d) => d.metadata.source)).toEqual(['README.md']);
    await expect(load({ branch: 'nope' })).rejects.toThrow(/GitHub answered HTTP 404 for acme\/handbook/);
  });
});
