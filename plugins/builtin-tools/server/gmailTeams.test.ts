import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/http/recordingServer.ts';
import { gmail } from './gmail.ts';
import { microsoftTeams } from './microsoftTeams.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';

// Gmail (users/me) and Microsoft Graph (v1.0) as far as the tests call them; a wrong token is a 401.
const server = await startRecordingServer((r) => {
  if (r.headers.authorization !== 'Bearer tok-1')
    return { status: 401, body: { error: { message: 'Invalid Credentials' } } };
  if (r.method === 'POST' && r.path === '/gmail/v1/users/me/messages/send')
    return { body: { id: 'm-1', labelIds: ['SENT'] } };
  if (r.method === 'GET' && r.path === '/gmail/v1/users/me/messages')
    return { body: { messages: [{ id: 'm-1', threadId: 't-1' }], resultSizeEstimate: 1 } };
  if (r.method === 'POST' && /^\/v1\.0\/(teams\/[^/]+\/channels|chats)\/[^/]+\/messages$/.test(r.path))
    return { status: 201, body: { id: 'msg-9', body: JSON.parse(r.body).body } };
  return undefined;
});
afterAll(() => server.close());
const ctx = testToolContext({
  credentials: {
    google: { access_token: 'tok-1' },
    ms: { access_token: 'tok-1' },
    bad: { access_token: 'nope' },
  },
  baseURLs: { gmail: `${server.url}/gmail/v1/users/me`, microsoftTeams: `${server.url}/v1.0` },
});

describe('gmail and microsoftTeams with the peer’s config', () => {
  it('gmail send_message posts an RFC 2822 message as base64url `raw`', async () => {
    const t = await toolOf(
      gmail,
      { credential: 'google', gmailType: 'messages', messageActions: '["sendMessage"]' },
      ctx,
    );
    expect(t.name).toBe('send_message');
    const out = await t.run({ to: 'ada@example.com', subject: 'Hæ', body: 'Hello there' }, testSignal);
    expect(out).toContain('Message sent');
    const raw = JSON.parse(server.requests.at(-1)?.body ?? '{}').raw as string;
    const mail = Buffer.from(raw, 'base64url').toString();
    expect(mail).toContain('To: ada@example.com\r\n');
    expect(mail).toContain(`Subject: =?UTF-8?B?${Buffer.from('Hæ').toString('base64')}?=`);
    expect(mail.endsWith('\r\n\r\nHello there')).toBe(true);
    expect(ctx.secrets).toContain('tok-1');
  });

  it('gmail gives one tool per picked action; a refused token fails with the status', async () => {
    const tools = await gmail.tools(
      { credential: 'google', messageActions: ['listMessages', 'sendMessage'] },
      ctx,
    );
    expect(tools.map((t) => t.name)).toEqual(['list_messages', 'send_message']);
    expect(await tools[0]?.run({ query: 'from:bob' }, testSignal)).toContain('m-1');
    expect(server.requests.at(-1)?.query.get('q')).toBe('from:bob');
    const bad = await toolOf(gmail, { credential: 'bad', messageActions: '["listMessages"]' }, ctx);
    await expect(bad.run({}, testSignal)).rejects.toThrow('Gmail answered HTTP 401');
    await expect(gmail.tools({ credential: 'google', gmailType: 'labels' }, ctx)).rejects.toThrow(
      /choose at least one action/,
    );
  });

  it('microsoftTeams send_message posts to a channel (team given) or a chat, ids from the config', async () => {
    const config = {
      credential: 'ms',
      teamsType: 'chatMessage',
      chatMessageActions: '["sendMessage"]',
      chatChannelIdSendMessage: 'ABCDEFG',
    };
    const t = await toolOf(microsoftTeams, config, ctx);
    await t.run({ teamId: 'team-1', chatChannelId: 'chan-2', messageBody: 'Standup at 10' }, testSignal);
    expect(server.requests.at(-1)?.path).toBe('/v1.0/teams/team-1/channels/chan-2/messages');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '{}')).toEqual({
      body: { contentType: 'text', content: 'Standup at 10' },
    });
    expect(await t.run({ messageBody: 'hi' }, testSignal)).toContain('Message sent to chat');
    expect(server.requests.at(-1)?.path).toBe('/v1.0/chats/ABCDEFG/messages');
  });
});
