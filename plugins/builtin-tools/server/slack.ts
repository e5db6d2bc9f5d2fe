import { enc, prop, type RestAction, restKitProvider, str } from './restActionKit.ts';
import { list } from './configValues.ts';

/** Slack answers 200 with `ok: false` for refusals: those fail the call with Slack's error code. */
const slackAnswer = (d: unknown) => {
  const r = d as { ok?: boolean; error?: string };
  if (r && r.ok === false) throw new Error(`Slack refused: ${r.error ?? 'unknown error'}`);
  return d;
};

const ACTIONS: RestAction[] = [
  {
    action: 'listChannels',
    name: 'slack_list_channels',
    description: 'List public channels of the workspace',
    properties: { limit: prop('Maximum channels', 'number') },
    request: (a) => ({
      method: 'GET',
      path: '/conversations.list',
      query: { limit: str(a, 'limit') || '100' },
    }),
    answer: slackAnswer,
  },
  {
    action: 'postMessage',
    name: 'slack_post_message',
    description: 'Post a new message to a Slack channel',
    properties: { channel_id: prop('The channel ID'), text: prop('The message text') },
    required: ['channel_id', 'text'],
    request: (a) => ({
      method: 'POST',
      path: '/chat.postMessage',
      body: { channel: str(a, 'channel_id'), text: str(a, 'text') },
    }),
    answer: slackAnswer,
  },
  {
    action: 'replyToThread',
    name: 'slack_reply_to_thread',
    description: 'Reply to a message thread',
    properties: {
      channel_id: prop('The channel ID'),
      thread_ts: prop('The parent message timestamp'),
      text: prop('The reply text'),
    },
    required: ['channel_id', 'thread_ts', 'text'],
    request: (a) => ({
      method: 'POST',
      path: '/chat.postMessage',
      body: { channel: str(a, 'channel_id'), thread_ts: str(a, 'thread_ts'), text: str(a, 'text') },
    }),
    answer: slackAnswer,
  },
  {
    action: 'getChannelHistory',
    name: 'slack_get_channel_history',
    description: 'Get recent messages of a channel',
    properties: { channel_id: prop('The channel ID'), limit: prop('Messages', 'number') },
    required: ['channel_id'],
    request: (a) => ({
      method: 'GET',
      path: '/conversations.history',
      query: { channel: str(a, 'channel_id'), limit: str(a, 'limit') || '10' },
    }),
    answer: slackAnswer,
  },
  {
    action: 'getUserProfile',
    name: 'slack_get_user_profile',
    description: 'Get a user profile',
    properties: { user_id: prop('The user ID') },
    required: ['user_id'],
    request: (a) => ({
      method: 'GET',
      path: `/users.profile.get`,
      query: { user: decodeURIComponent(enc(a, 'user_id')) },
    }),
    answer: slackAnswer,
  },
];

/** Slack: the Slack Web API with a bot token (chat.postMessage and friends). */
export const slack = restKitProvider({
  name: 'slack',
  label: 'Slack',
  description: 'Post and read messages of a Slack workspace',
  credentialNames: ['slackApi'],
  tokenFields: ['botToken'],
  baseURL: 'https://slack.com/api',
  inputs: [
    {
      label: 'Actions',
      name: 'slackActions',
      type: 'multiOptions',
      options: ACTIONS.map((a) => ({ label: a.description, name: a.action })),
      default: '["postMessage"]',
    },
    {
      label: 'Channel ID (Post Message)',
      name: 'channel_idPostMessage',
      type: 'string',
      optional: true,
      additionalParams: true,
    },
  ],
  picked: (c) => list(c, 'slackActions'),
  actions: ACTIONS,
});
