import { list, plainText } from './configValues.ts';
import { enc, prop, type RestAction, restKitProvider, str } from './restActionKit.ts';

/** Jira's rich text (Atlassian Document Format) of plain text. */
const adf = (text: string) => ({
  type: 'doc',
  version: 1,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const ACTIONS: RestAction[] = [
  {
    action: 'listIssues',
    name: 'list_issues',
    description: 'Search issues with JQL',
    properties: { jql: prop('JQL query, e.g. project = ABC') },
    request: (a) => ({
      method: 'GET',
      path: '/rest/api/3/search',
      query: { jql: str(a, 'jql'), maxResults: '50' },
    }),
  },
  {
    action: 'getIssue',
    name: 'get_issue',
    description: 'Get an issue',
    properties: { issueKey: prop('Issue key, e.g. ABC-1') },
    required: ['issueKey'],
    request: (a) => ({ method: 'GET', path: `/rest/api/3/issue/${enc(a, 'issueKey')}` }),
  },
  {
    action: 'createIssue',
    name: 'create_issue',
    description: 'Create an issue',
    properties: {
      projectKey: prop('Project key'),
      summary: prop('Summary'),
      description: prop('Description'),
      issueType: prop('Task, Bug, Story...'),
    },
    required: ['projectKey', 'summary'],
    request: (a) => ({
      method: 'POST',
      path: '/rest/api/3/issue',
      body: {
        fields: {
          project: { key: str(a, 'projectKey') },
          summary: str(a, 'summary'),
          issuetype: { name: str(a, 'issueType') || 'Task' },
          ...(str(a, 'description') ? { description: adf(str(a, 'description')) } : {}),
        },
      },
    }),
  },
  {
    action: 'addComment',
    name: 'add_comment',
    description: 'Comment on an issue',
    properties: { issueKey: prop('Issue key'), text: prop('Comment') },
    required: ['issueKey', 'text'],
    request: (a) => ({
      method: 'POST',
      path: `/rest/api/3/issue/${enc(a, 'issueKey')}/comment`,
      body: { body: adf(str(a, 'text')) },
    }),
  },
];

/** Jira Cloud: the REST API v3 at the config's site (jiraHost), with the user's email and API token (Basic). */
export const jira = restKitProvider({
  name: 'jiraTool',
  label: 'Jira',
  description: 'Search, read, create and comment on Jira issues',
  credentialNames: ['jiraApi'],
  tokenFields: ['accessToken'],
  baseURL: 'https://your-domain.atlassian.net',
  auth: (token, cred) => ({
    authorization: `Basic ${Buffer.from(`${cred.username ?? ''}:${token}`).toString('base64')}`,
  }),
  baseOf: (c) => plainText(c.jiraHost).replace(/\/+$/, '') || undefined,
  inputs: [
    { label: 'Host', name: 'jiraHost', type: 'string', placeholder: 'https://example.atlassian.net' },
    {
      label: 'Issue Actions',
      name: 'issueActions',
      type: 'multiOptions',
      options: ACTIONS.map((a) => ({ label: a.description, name: a.action })),
      default: '["listIssues","getIssue"]',
    },
  ],
  picked: (c) => list(c, 'issueActions'),
  actions: ACTIONS,
});
