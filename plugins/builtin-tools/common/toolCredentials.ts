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
];
