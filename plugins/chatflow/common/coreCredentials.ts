import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';

/**
 * Credential types the core chatflow nodes need beyond the built-in ones, with the peer's type
 * and field names so imported flows find them.
 */
export const coreCredentials: CredentialDefinition[] = [
  {
    name: 'mistralAIApi',
    label: 'Mistral AI API',
    icon: 'Key24Regular',
    description: 'An API key from console.mistral.ai.',
    fields: [{ name: 'mistralAIAPIKey', label: 'Mistral AI API Key', type: 'password' }],
  },
  {
    name: 'groqApi',
    label: 'Groq API',
    icon: 'Key24Regular',
    description: 'An API key from console.groq.com.',
    fields: [{ name: 'groqApiKey', label: 'Groq API Key', type: 'password', placeholder: 'gsk_...' }],
  },
  {
    name: 'huggingFaceApi',
    label: 'Hugging Face API',
    icon: 'Key24Regular',
    description: 'An access token from huggingface.co (settings, access tokens).',
    fields: [
      { name: 'huggingFaceApiKey', label: 'Hugging Face Token', type: 'password', placeholder: 'hf_...' },
    ],
  },
  {
    name: 'replicateApi',
    label: 'Replicate API',
    icon: 'Key24Regular',
    description: 'An API token from replicate.com (account settings, API tokens).',
    fields: [
      { name: 'replicateApiKey', label: 'Replicate Api Key', type: 'password', placeholder: 'r8_...' },
    ],
  },
  {
    name: 'redisCacheApi',
    label: 'Redis',
    icon: 'Database24Regular',
    description: 'A Redis server by host and port.',
    fields: [
      { name: 'redisCacheHost', label: 'Host', type: 'string', default: '127.0.0.1' },
      { name: 'redisCachePort', label: 'Port', type: 'string', default: '6379' },
      { name: 'redisCacheUser', label: 'User', type: 'string', optional: true },
      { name: 'redisCachePwd', label: 'Password', type: 'password', optional: true },
      {
        name: 'redisCacheSslEnabled',
        label: 'Use TLS',
        type: 'options',
        options: [
          { name: 'false', label: 'No' },
          { name: 'true', label: 'Yes' },
        ],
        default: 'false',
      },
    ],
  },
  {
    name: 'redisCacheUrlApi',
    label: 'Redis URL',
    icon: 'Database24Regular',
    description: 'A Redis server by URL (redis:// or rediss://).',
    fields: [
      {
        name: 'redisUrl',
        label: 'Redis URL',
        type: 'password',
        placeholder: 'redis://user:password@host:6379',
      },
    ],
  },
];
