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

/**
 * An OAuth2 credential by the peer's type and field names (`access_token`), filled with a token the
 * user obtained; the authorization-code flow that would fetch and refresh it is not built yet.
 */
const oauthToken = (name: string, label: string, vendor: string): CredentialDefinition => ({
  name,
  label,
  icon: 'Key24Regular',
  description: `An OAuth2 access token of ${vendor} with the scopes the tool needs (paste it; sign-in with ${vendor} is not built yet).`,
  fields: [
    { name: 'access_token', label: 'Access Token', type: 'password' },
    { name: 'clientId', label: 'Client ID', type: 'string', optional: true },
    { name: 'clientSecret', label: 'Client Secret', type: 'password', optional: true },
  ],
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
  oauthToken('gmailOAuth2', 'Gmail OAuth2', 'Google'),
  oauthToken('googleCalendarOAuth2', 'Google Calendar OAuth2', 'Google'),
  oauthToken('googleDriveOAuth2', 'Google Drive OAuth2', 'Google'),
  oauthToken('microsoftTeamsOAuth2', 'Microsoft Teams OAuth2', 'Microsoft'),
];
