import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';

/**
 * Credential types of the search tools and vector stores, by the peer's type and field names so
 * imported flows find them (serpApi/serpApiKey, pineconeApi/pineconeApiKey...).
 */
export const agentCredentials: CredentialDefinition[] = [
  {
    name: 'serpApi',
    label: 'Serp API',
    icon: 'Globe24Regular',
    description: 'An API key from serpapi.com.',
    fields: [{ name: 'serpApiKey', label: 'Serp Api Key', type: 'password' }],
  },
  {
    name: 'serperApi',
    label: 'Serper API',
    icon: 'Globe24Regular',
    description: 'An API key from serper.dev.',
    fields: [{ name: 'serperApiKey', label: 'Serper Api Key', type: 'password' }],
  },
  {
    name: 'googleCustomSearchApi',
    label: 'Google Custom Search API',
    icon: 'Globe24Regular',
    description: 'A Google API key and the ID of a Programmable Search Engine.',
    fields: [
      { name: 'googleCustomSearchApiKey', label: 'Google Custom Search Api Key', type: 'password' },
      { name: 'googleCustomSearchApiId', label: 'Programmable Search Engine ID', type: 'string' },
    ],
  },
  {
    name: 'pineconeApi',
    label: 'Pinecone API',
    icon: 'Database24Regular',
    description: 'An API key from app.pinecone.io.',
    fields: [{ name: 'pineconeApiKey', label: 'Pinecone Api Key', type: 'password' }],
  },
  {
    name: 'PostgresApi',
    label: 'Postgres API',
    icon: 'Database24Regular',
    description: 'The user and password of a PostgreSQL server.',
    fields: [
      { name: 'user', label: 'User', type: 'string' },
      { name: 'password', label: 'Password', type: 'password' },
    ],
  },
  {
    name: 'localAIApi',
    label: 'LocalAI API',
    icon: 'Key24Regular',
    description: 'The API key of a LocalAI server, when it asks for one.',
    fields: [{ name: 'localAIApiKey', label: 'LocalAI Api Key', type: 'password' }],
  },
  {
    name: 'githubApi',
    label: 'Github API',
    icon: 'Key24Regular',
    description: 'A GitHub access token.',
    fields: [{ name: 'accessToken', label: 'Access Token', type: 'password' }],
  },
];
