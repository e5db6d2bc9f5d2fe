import type { InputParam } from '../../../node-registry/types.ts';
import {
  actionsInput,
  enc,
  pickedByType,
  prop,
  type RestAction,
  restKitProvider,
  str,
} from './restActionKit.ts';

type Args = Record<string, unknown>;
const top = (a: Args) => ({ $top: str(a, 'maxResults') || '50' });
const where = (a: Args) =>
  str(a, 'teamId')
    ? `/teams/${enc(a, 'teamId')}/channels/${enc(a, 'chatChannelId')}`
    : `/chats/${enc(a, 'chatChannelId')}`;
const TARGET = {
  chatChannelId: prop('ID of the chat or channel'),
  teamId: prop('ID of the team (required for channel messages)'),
};

const ACTIONS: RestAction[] = [
  {
    action: 'listChannels',
    name: 'list_channels',
    description: 'List all channels in a team',
    properties: { teamId: prop('ID of the team'), maxResults: prop('Maximum results', 'number') },
    required: ['teamId'],
    request: (a) => ({ method: 'GET', path: `/teams/${enc(a, 'teamId')}/channels`, query: top(a) }),
  },
  {
    action: 'getChannel',
    name: 'get_channel',
    description: 'Get details of a specific channel',
    properties: { teamId: prop('ID of the team'), channelId: prop('ID of the channel') },
    required: ['teamId', 'channelId'],
    request: (a) => ({ method: 'GET', path: `/teams/${enc(a, 'teamId')}/channels/${enc(a, 'channelId')}` }),
  },
  {
    action: 'createChannel',
    name: 'create_channel',
    description: 'Create a new channel in a team',
    properties: {
      teamId: prop('ID of the team'),
      displayName: prop('Name of the channel'),
      description: prop('Description'),
    },
    required: ['teamId', 'displayName'],
    request: (a) => ({
      method: 'POST',
      path: `/teams/${enc(a, 'teamId')}/channels`,
      body: {
        displayName: str(a, 'displayName'),
        description: str(a, 'description'),
        membershipType: 'standard',
      },
    }),
  },
  {
    action: 'deleteChannel',
    name: 'delete_channel',
    description: 'Delete a channel',
    properties: { teamId: prop('ID of the team'), channelId: prop('ID of the channel') },
    required: ['teamId', 'channelId'],
    request: (a) => ({
      method: 'DELETE',
      path: `/teams/${enc(a, 'teamId')}/channels/${enc(a, 'channelId')}`,
    }),
    answer: () => 'Channel deleted',
  },
  {
    action: 'listChats',
    name: 'list_chats',
    description: 'List chats of the user',
    properties: { maxResults: prop('Maximum results', 'number') },
    request: (a) => ({ method: 'GET', path: '/me/chats', query: top(a) }),
  },
  {
    action: 'getChat',
    name: 'get_chat',
    description: 'Get details of a specific chat',
    properties: { chatId: prop('ID of the chat') },
    required: ['chatId'],
    request: (a) => ({ method: 'GET', path: `/chats/${enc(a, 'chatId')}` }),
  },
  {
    action: 'listMessages',
    name: 'list_messages',
    description: 'List messages in a chat or channel',
    properties: { ...TARGET, maxResults: prop('Maximum results', 'number') },
    required: ['chatChannelId'],
    request: (a) => ({ method: 'GET', path: `${where(a)}/messages`, query: top(a) }),
  },
  {
    action: 'getMessage',
    name: 'get_message',
    description: 'Get a specific message',
    properties: { ...TARGET, messageId: prop('ID of the message') },
    required: ['chatChannelId', 'messageId'],
    request: (a) => ({ method: 'GET', path: `${where(a)}/messages/${enc(a, 'messageId')}` }),
  },
  {
    action: 'sendMessage',
    name: 'send_message',
    description: 'Send a message to a chat or channel',
    properties: { ...TARGET, messageBody: prop('Content of the message'), contentType: prop('text or html') },
    required: ['chatChannelId', 'messageBody'],
    request: (a) => ({
      method: 'POST',
      path: `${where(a)}/messages`,
      body: { body: { contentType: str(a, 'contentType') || 'text', content: str(a, 'messageBody') } },
    }),
    answer: (d, a) =>
      `Message sent to ${str(a, 'teamId') ? 'channel' : 'chat'}: ${JSON.stringify({ id: (d as { id?: unknown })?.id })}`,
  },
  {
    action: 'replyToMessage',
    name: 'reply_to_message',
    description: 'Reply to a message in a channel',
    properties: { ...TARGET, messageId: prop('ID of the message'), replyBody: prop('Content of the reply') },
    required: ['chatChannelId', 'teamId', 'messageId', 'replyBody'],
    request: (a) => ({
      method: 'POST',
      path: `${where(a)}/messages/${enc(a, 'messageId')}/replies`,
      body: { body: { contentType: 'text', content: str(a, 'replyBody') } },
    }),
  },
  {
    action: 'deleteMessage',
    name: 'delete_message',
    description: 'Delete a message',
    properties: { ...TARGET, messageId: prop('ID of the message') },
    required: ['chatChannelId', 'messageId'],
    request: (a) => ({ method: 'POST', path: `${where(a)}/messages/${enc(a, 'messageId')}/softDelete` }),
    answer: () => 'Message deleted',
  },
];

const TYPES: Record<string, string> = {
  channel: 'channelActions',
  chat: 'chatActions',
  chatMessage: 'chatMessageActions',
};
const of = (...names: string[]) => ACTIONS.filter((a) => names.includes(a.action));
const inputs: InputParam[] = [
  {
    label: 'Type',
    name: 'teamsType',
    type: 'options',
    options: [
      { label: 'Channel', name: 'channel' },
      { label: 'Chat', name: 'chat' },
      { label: 'Chat Message', name: 'chatMessage' },
    ],
    default: 'chatMessage',
  },
  actionsInput(
    'channelActions',
    'Channel Actions',
    of('listChannels', 'getChannel', 'createChannel', 'deleteChannel'),
    { teamsType: 'channel' },
  ),
  actionsInput('chatActions', 'Chat Actions', of('listChats', 'getChat'), { teamsType: 'chat' }),
  actionsInput(
    'chatMessageActions',
    'Chat Message Actions',
    of('listMessages', 'getMessage', 'sendMessage', 'replyToMessage', 'deleteMessage'),
    { teamsType: 'chatMessage' },
  ),
  {
    label: 'Chat or Channel ID (Send Message)',
    name: 'chatChannelIdSendMessage',
    type: 'string',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Team ID (Send Message)',
    name: 'teamIdSendMessage',
    type: 'string',
    optional: true,
    additionalParams: true,
  },
];

/** Microsoft Teams: Microsoft Graph (v1.0) with an OAuth2 access token. */
export const microsoftTeams = restKitProvider({
  name: 'microsoftTeams',
  label: 'Microsoft Teams',
  description: 'Perform Microsoft Teams operations for channels, chats, and chat messages',
  credentialNames: ['microsoftTeamsOAuth2'],
  tokenFields: ['access_token', 'accessToken'],
  baseURL: 'https://graph.microsoft.com/v1.0',
  inputs,
  picked: (c) => pickedByType(c, 'teamsType', TYPES, 'chatMessage'),
  actions: ACTIONS,
});
