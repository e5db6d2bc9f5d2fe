import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';

const key = (
  name: string,
  label: string,
  field: string,
  fieldLabel: string,
  description: string,
): CredentialDefinition => ({
  name,
  label,
  icon: 'Key24Regular',
  description,
  fields: [{ name: field, label: fieldLabel, type: 'password' }],
});

const GOOGLE = {
  provider: 'Google',
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  accessTokenUrl: 'https://oauth2.googleapis.com/token',
  // a refresh token comes only with offline access, and again only when consent is asked
  authParams: { access_type: 'offline', prompt: 'consent' },
};
const MICROSOFT = {
  provider: 'Microsoft',
  authUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  accessTokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
};

/**
 * An OAuth2 credential by the peer's type and field names: the app's client id and secret, where
 * to sign in (defaults of the vendor), and the access token, which "Sign in" fills (and refreshes
 * when it runs out) or the user pastes.
 */
const oauth2 = (
  name: string,
  label: string,
  vendor: typeof GOOGLE | typeof MICROSOFT,
  scope: string,
): CredentialDefinition => ({
  name,
  label,
  icon: 'Key24Regular',
  description: `Signs in with ${vendor.provider} (OAuth2) with the scopes the tool needs, using your app's client ID and secret; or paste an access token.`,
  fields: [
    { name: 'clientId', label: 'Client ID', type: 'string', optional: true },
    { name: 'clientSecret', label: 'Client Secret', type: 'password', optional: true },
    { name: 'authUrl', label: 'Authorization URL', type: 'string', optional: true, default: vendor.authUrl },
    {
      name: 'accessTokenUrl',
      label: 'Access Token URL',
      type: 'string',
      optional: true,
      default: vendor.accessTokenUrl,
    },
    { name: 'scope', label: 'Scope', type: 'string', optional: true, default: scope },
    { name: 'access_token', label: 'Access Token', type: 'password', optional: true },
  ],
  oauth2: { ...vendor, scope },
});

/**
 * Credential types of the built-in tools, by the peer's type and field names so imported flows and
 * credentials find them. (Serp, Serper, Google Custom Search and GitHub types come with chatflows.)
 */
export const toolCredentials: CredentialDefinition[] = [
  key(
    'braveSearchApi',
    'Brave Search API',
    'braveApiKey',
    'BraveSearch Api Key',
    'An API key from brave.com/search/api.',
  ),
  key('tavilyApi', 'Tavily API', 'tavilyApiKey', 'Tavily Api Key', 'An API key from tavily.com.'),
  key('E2BApi', 'E2B API', 'e2bApiKey', 'E2B Api Key', 'An API key from e2b.dev (Code Interpreter by E2B).'),
  key('exaSearchApi', 'Exa Search API', 'exaSearchApiKey', 'ExaSearch Api Key', 'An API key from exa.ai.'),
  key(
    'slackApi',
    'Slack API',
    'botToken',
    'Bot Token',
    'A Slack bot token (xoxb-...) with the scopes the actions need.',
  ),
  {
    name: 'jiraApi',
    label: 'Jira API',
    icon: 'Key24Regular',
    description: 'The email of a Jira Cloud user and an API token of theirs.',
    fields: [
      { name: 'username', label: 'User Name', type: 'string', placeholder: 'username@example.com' },
      { name: 'accessToken', label: 'Access Token', type: 'password' },
    ],
  },
  {
    name: 'smtpServer',
    label: 'SMTP Server',
    icon: 'Mail24Regular',
    description: 'An SMTP server the Send Email tool sends through.',
    fields: [
      { name: 'smtpHost', label: 'Host', type: 'string' },
      { name: 'smtpPort', label: 'Port', type: 'string', placeholder: '587', optional: true },
      { name: 'smtpSecure', label: 'TLS from the start (true for port 465)', type: 'string', optional: true },
      { name: 'smtpUser', label: 'User', type: 'string', optional: true },
      { name: 'smtpPassword', label: 'Password', type: 'password', optional: true },
      { name: 'smtpFrom', label: 'From Address', type: 'string', optional: true },
    ],
  },
  oauth2(
    'gmailOAuth2',
    'Gmail OAuth2',
    GOOGLE,
    'https://www.googleapis.com/auth/gmail.readonly https://www.googleapis.com/auth/gmail.compose https://www.googleapis.com/auth/gmail.modify',
  ),
  oauth2(
    'googleCalendarOAuth2',
    'Google Calendar OAuth2',
    GOOGLE,
    'https://www.googleapis.com/auth/calendar',
  ),
  oauth2('googleDriveOAuth2', 'Google Drive OAuth2', GOOGLE, 'https://www.googleapis.com/auth/drive'),
  oauth2(
    'microsoftTeamsOAuth2',
    'Microsoft Teams OAuth2',
    MICROSOFT,
    'offline_access User.Read Team.ReadBasic.All Channel.ReadBasic.All ChannelMessage.Send Chat.ReadWrite',
  ),
];
