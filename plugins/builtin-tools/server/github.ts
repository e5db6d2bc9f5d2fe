import { list } from './configValues.ts';
import { enc, prop, type RestAction, restKitProvider, str } from './restActionKit.ts';

const REPO = { owner: prop('Repository owner'), repo: prop('Repository name') };
const repoPath = (a: Record<string, unknown>) => `/repos/${enc(a, 'owner')}/${enc(a, 'repo')}`;

const ACTIONS: RestAction[] = [
  {
    action: 'listIssues',
    name: 'github_list_issues',
    description: 'List issues of a repository',
    properties: { ...REPO, state: prop('open, closed or all') },
    required: ['owner', 'repo'],
    request: (a) => ({
      method: 'GET',
      path: `${repoPath(a)}/issues`,
      query: { state: str(a, 'state') || 'open', per_page: '30' },
    }),
  },
  {
    action: 'getIssue',
    name: 'github_get_issue',
    description: 'Get an issue',
    properties: { ...REPO, issue_number: prop('Issue number', 'number') },
    required: ['owner', 'repo', 'issue_number'],
    request: (a) => ({ method: 'GET', path: `${repoPath(a)}/issues/${enc(a, 'issue_number')}` }),
  },
  {
    action: 'createIssue',
    name: 'github_create_issue',
    description: 'Create an issue',
    properties: { ...REPO, title: prop('Title'), body: prop('Body') },
    required: ['owner', 'repo', 'title'],
    request: (a) => ({
      method: 'POST',
      path: `${repoPath(a)}/issues`,
      body: { title: str(a, 'title'), body: str(a, 'body') },
    }),
  },
  {
    action: 'addComment',
    name: 'github_add_issue_comment',
    description: 'Comment on an issue or pull request',
    properties: { ...REPO, issue_number: prop('Issue number', 'number'), body: prop('Comment') },
    required: ['owner', 'repo', 'issue_number', 'body'],
    request: (a) => ({
      method: 'POST',
      path: `${repoPath(a)}/issues/${enc(a, 'issue_number')}/comments`,
      body: { body: str(a, 'body') },
    }),
  },
  {
    action: 'getFileContents',
    name: 'github_get_file_contents',
    description: 'Read a file of a repository',
    properties: { ...REPO, path: prop('File path') },
    required: ['owner', 'repo', 'path'],
    request: (a) => ({
      method: 'GET',
      path: `${repoPath(a)}/contents/${str(a, 'path').split('/').map(encodeURIComponent).join('/')}`,
    }),
    answer: (d) => {
      const f = d as { content?: string; encoding?: string };
      return f.encoding === 'base64' && f.content ? Buffer.from(f.content, 'base64').toString('utf8') : d;
    },
  },
];

/** GitHub: the REST API with a personal access token (the chatflows' githubApi credential). */
export const github = restKitProvider({
  name: 'github',
  label: 'GitHub',
  description: 'Read and write GitHub issues and files',
  credentialNames: ['githubApi'],
  tokenFields: ['accessToken'],
  baseURL: 'https://api.github.com',
  auth: (token) => ({ authorization: `Bearer ${token}`, 'x-github-api-version': '2022-11-28' }),
  inputs: [
    {
      label: 'Actions',
      name: 'githubActions',
      type: 'multiOptions',
      options: ACTIONS.map((a) => ({ label: a.description, name: a.action })),
      default: '["listIssues","getIssue"]',
    },
  ],
  picked: (c) => list(c, 'githubActions'),
  actions: ACTIONS,
});
