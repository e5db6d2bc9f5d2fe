import type { InputParam } from '../../../node-registry/types.ts';
import {
  actionsInput,
  enc,
  listOf,
  pickedByType,
  prop,
  type RestAction,
  restKitProvider,
  str,
} from './restActionKit.ts';

type Args = Record<string, unknown>;

/** An RFC 2822 message, base64url, as the Gmail API's `raw` takes it. */
export function rawMessage(args: Args): string {
  const lines = [`To: ${str(args, 'to')}`];
  if (str(args, 'cc')) lines.push(`Cc: ${str(args, 'cc')}`);
  if (str(args, 'bcc')) lines.push(`Bcc: ${str(args, 'bcc')}`);
  const subject = str(args, 'subject');
  // Non-ASCII subjects travel as an encoded word.
  lines.push(
    `Subject: ${/^[\x20-\x7e]*$/.test(subject) ? subject : `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`}`,
  );
  lines.push('MIME-Version: 1.0', 'Content-Type: text/plain; charset="UTF-8"', '', str(args, 'body'));
  return Buffer.from(lines.join('\r\n')).toString('base64url');
}

const MAIL = {
  to: prop('Recipient email address(es), comma-separated'),
  subject: prop('Email subject'),
  body: prop('Email body content'),
  cc: prop('CC email address(es), comma-separated'),
  bcc: prop('BCC email address(es), comma-separated'),
};
const LIST = {
  maxResults: prop('Maximum number of results to return', 'number'),
  query: prop('Gmail search query'),
};
const ID = { id: prop('ID of the resource') };
const listQuery = (a: Args) => ({
  maxResults: str(a, 'maxResults') || '100',
  ...(str(a, 'query') ? { q: str(a, 'query') } : {}),
});

const ACTIONS: RestAction[] = [
  {
    action: 'listMessages',
    name: 'list_messages',
    description: 'List messages in Gmail mailbox',
    properties: LIST,
    request: (a) => ({ method: 'GET', path: '/messages', query: listQuery(a) }),
  },
  {
    action: 'getMessage',
    name: 'get_message',
    description: 'Get a specific message by ID',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'GET', path: `/messages/${enc(a, 'id')}` }),
  },
  {
    action: 'sendMessage',
    name: 'send_message',
    description: 'Send a new email message',
    properties: MAIL,
    required: ['to'],
    request: (a) => ({ method: 'POST', path: '/messages/send', body: { raw: rawMessage(a) } }),
    answer: (d) => `Message sent: ${JSON.stringify(d)}`,
  },
  {
    action: 'modifyMessage',
    name: 'modify_message',
    description: 'Modify message labels',
    properties: {
      ...ID,
      addLabelIds: { type: 'array', items: { type: 'string' } },
      removeLabelIds: { type: 'array', items: { type: 'string' } },
    },
    required: ['id'],
    request: (a) => ({
      method: 'POST',
      path: `/messages/${enc(a, 'id')}/modify`,
      body: { addLabelIds: listOf(a, 'addLabelIds'), removeLabelIds: listOf(a, 'removeLabelIds') },
    }),
  },
  {
    action: 'trashMessage',
    name: 'trash_message',
    description: 'Move a message to trash',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'POST', path: `/messages/${enc(a, 'id')}/trash` }),
  },
  {
    action: 'untrashMessage',
    name: 'untrash_message',
    description: 'Remove a message from trash',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'POST', path: `/messages/${enc(a, 'id')}/untrash` }),
  },
  {
    action: 'deleteMessage',
    name: 'delete_message',
    description: 'Permanently delete a message',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'DELETE', path: `/messages/${enc(a, 'id')}` }),
    answer: () => 'Message deleted',
  },
  {
    action: 'listDrafts',
    name: 'list_drafts',
    description: 'List drafts in Gmail mailbox',
    properties: LIST,
    request: (a) => ({ method: 'GET', path: '/drafts', query: listQuery(a) }),
  },
  {
    action: 'createDraft',
    name: 'create_draft',
    description: 'Create a new draft in Gmail',
    properties: MAIL,
    required: ['to'],
    request: (a) => ({ method: 'POST', path: '/drafts', body: { message: { raw: rawMessage(a) } } }),
  },
  {
    action: 'getDraft',
    name: 'get_draft',
    description: 'Get a specific draft from Gmail',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'GET', path: `/drafts/${enc(a, 'id')}` }),
  },
  {
    action: 'sendDraft',
    name: 'send_draft',
    description: 'Send a draft email',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'POST', path: '/drafts/send', body: { id: str(a, 'id') } }),
  },
  {
    action: 'deleteDraft',
    name: 'delete_draft',
    description: 'Delete a draft',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'DELETE', path: `/drafts/${enc(a, 'id')}` }),
    answer: () => 'Draft deleted',
  },
  {
    action: 'listLabels',
    name: 'list_labels',
    description: 'List labels in Gmail mailbox',
    properties: {},
    request: () => ({ method: 'GET', path: '/labels' }),
  },
  {
    action: 'createLabel',
    name: 'create_label',
    description: 'Create a new label',
    properties: { labelName: prop('Name of the label') },
    required: ['labelName'],
    request: (a) => ({ method: 'POST', path: '/labels', body: { name: str(a, 'labelName') } }),
  },
  {
    action: 'deleteLabel',
    name: 'delete_label',
    description: 'Delete a label',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'DELETE', path: `/labels/${enc(a, 'id')}` }),
    answer: () => 'Label deleted',
  },
  {
    action: 'listThreads',
    name: 'list_threads',
    description: 'List email threads',
    properties: LIST,
    request: (a) => ({ method: 'GET', path: '/threads', query: listQuery(a) }),
  },
  {
    action: 'getThread',
    name: 'get_thread',
    description: 'Get a specific thread',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'GET', path: `/threads/${enc(a, 'id')}` }),
  },
  {
    action: 'trashThread',
    name: 'trash_thread',
    description: 'Move a thread to trash',
    properties: ID,
    required: ['id'],
    request: (a) => ({ method: 'POST', path: `/threads/${enc(a, 'id')}/trash` }),
  },
];

const byPrefix = (p: string) => ACTIONS.filter((a) => a.action.endsWith(p));
const TYPES: Record<string, string> = {
  messages: 'messageActions',
  drafts: 'draftActions',
  labels: 'labelActions',
  threads: 'threadActions',
};
const inputs: InputParam[] = [
  {
    label: 'Type',
    name: 'gmailType',
    type: 'options',
    options: Object.keys(TYPES).map((t) => ({ label: t.charAt(0).toUpperCase() + t.slice(1), name: t })),
    default: 'messages',
  },
  actionsInput('messageActions', 'Message Actions', byPrefix('Message').concat(byPrefix('Messages')), {
    gmailType: 'messages',
  }),
  actionsInput('draftActions', 'Draft Actions', byPrefix('Draft').concat(byPrefix('Drafts')), {
    gmailType: 'drafts',
  }),
  actionsInput('labelActions', 'Label Actions', byPrefix('Label').concat(byPrefix('Labels')), {
    gmailType: 'labels',
  }),
  actionsInput('threadActions', 'Thread Actions', byPrefix('Thread').concat(byPrefix('Threads')), {
    gmailType: 'threads',
  }),
];

/** Gmail: the Gmail REST API (users/me) with an OAuth2 access token. */
export const gmail = restKitProvider({
  name: 'gmail',
  label: 'Gmail',
  description: 'Perform Gmail operations for drafts, messages, labels, and threads',
  credentialNames: ['gmailOAuth2'],
  tokenFields: ['access_token', 'accessToken'],
  baseURL: 'https://gmail.googleapis.com/gmail/v1/users/me',
  inputs,
  picked: (c) => pickedByType(c, 'gmailType', TYPES, 'messages'),
  actions: ACTIONS,
});
