import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/http/recordingServer.ts';
import { github } from './github.ts';
import { googleCalendar, googleDrive } from './googleWorkspace.ts';
import { jira } from './jira.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';
import { slack } from './slack.ts';

// Slack Web API, GitHub REST, Jira Cloud REST v3, Calendar v3 and Drive v3, each under its own prefix.
const server = await startRecordingServer((r) => {
  if (r.path === '/slack/chat.postMessage') {
    if (r.headers.authorization !== 'Bearer xoxb-1') return { body: { ok: false, error: 'invalid_auth' } };
    const b = JSON.parse(r.body);
    return b.channel === 'C404'
      ? { body: { ok: false, error: 'channel_not_found' } }
      : { body: { ok: true, ts: '1.2', channel: b.channel } };
  }
  if (r.path === '/gh/repos/acme/app/contents/docs/README.md')
    return { body: { encoding: 'base64', content: Buffer.from('# Hello').toString('base64') } };
  if (r.path === '/jira/rest/api/3/issue' && r.method === 'POST')
    return { status: 201, body: { key: 'ABC-7' } };
  if (r.path === '/cal/calendars/primary/events')
    return { body: { items: [{ id: 'e1', summary: 'Standup' }] } };
  if (r.path === '/drive/files/f1' && r.query.get('alt') === 'media')
    return { type: 'text/plain', body: 'file text' };
  return undefined;
});
afterAll(() => server.close());
const ctx = testToolContext({
  credentials: {
    slack: { botToken: 'xoxb-1' },
    gh: { accessToken: 'ghp-1' },
    jira: { username: 'ada@example.com', accessToken: 'jt-1' },
    google: { access_token: 'ya29' },
  },
  baseURLs: {
    slack: `${server.url}/slack`,
    github: `${server.url}/gh`,
    googleCalendarTool: `${server.url}/cal`,
    googleDriveTool: `${server.url}/drive`,
  },
});

describe('slack, github, jira, google calendar and drive speak their APIs', () => {
  it('slack posts with the bot token; ok:false fails with Slack’s error', async () => {
    const t = await toolOf(
      slack,
      { credential: 'slack', slackActions: '["postMessage"]', channel_idPostMessage: 'C1' },
      ctx,
    );
    expect(await t.run({ text: 'hi' }, testSignal)).toContain('"channel":"C1"');
    await expect(t.run({ channel_id: 'C404', text: 'x' }, testSignal)).rejects.toThrow(
      'Slack refused: channel_not_found',
    );
  });

  it('github reads a file’s contents decoded', async () => {
    const t = await toolOf(github, { credential: 'gh', githubActions: ['getFileContents'] }, ctx);
    expect(await t.run({ owner: 'acme', repo: 'app', path: 'docs/README.md' }, testSignal)).toBe('# Hello');
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer ghp-1');
  });

  it('jira creates an issue at the config’s host with Basic auth and ADF text', async () => {
    const t = await toolOf(
      jira,
      { credential: 'jira', jiraHost: `${server.url}/jira/`, issueActions: '["createIssue"]' },
      ctx,
    );
    expect(
      await t.run({ projectKey: 'ABC', summary: 'Broken', description: 'It broke' }, testSignal),
    ).toContain('ABC-7');
    const req = server.requests.at(-1);
    expect(req?.headers.authorization).toBe(
      `Basic ${Buffer.from('ada@example.com:jt-1').toString('base64')}`,
    );
    expect(JSON.parse(req?.body ?? '{}').fields.description.content[0].content[0].text).toBe('It broke');
  });

  it('google calendar lists events; drive reads a file', async () => {
    const cal = await toolOf(googleCalendar, { credential: 'google', eventActions: '["listEvents"]' }, ctx);
    expect(await cal.run({}, testSignal)).toContain('Standup');
    const drive = await toolOf(googleDrive, { credential: 'google', fileActions: '["readFile"]' }, ctx);
    expect(await drive.run({ fileId: 'f1' }, testSignal)).toBe('file text');
  });
});
