import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';

/**
 * The credential types this plugin contributes. Type and field names follow the peer's where a
 * Flowise flow or node refers to them (openAIApi/openAIApiKey, httpBasicAuth...), so imported
 * flows find their credential type and the engine reads the same field names.
 */
export const builtinCredentialTypes: CredentialDefinition[] = [
  {
    name: 'openAIApi',
    label: 'OpenAI API',
    icon: 'Sparkle24Regular',
    description: 'An API key from platform.openai.com.',
    fields: [{ name: 'openAIApiKey', label: 'OpenAI API Key', type: 'password', placeholder: 'sk-...' }],
  },
  {
    name: 'anthropicApi',
    label: 'Anthropic API',
    icon: 'BrainCircuit24Regular',
    description: 'An API key from console.anthropic.com.',
    fields: [
      { name: 'anthropicApiKey', label: 'Anthropic API Key', type: 'password', placeholder: 'sk-ant-...' },
    ],
  },
  {
    name: 'googleGenerativeAI',
    label: 'Google Generative AI',
    icon: 'Flash24Regular',
    description: 'A Gemini API key from Google AI Studio.',
    fields: [{ name: 'googleGenerativeAPIKey', label: 'Google AI API Key', type: 'password' }],
  },
  {
    name: 'googleVertexAuth',
    label: 'Google Vertex AI',
    icon: 'Flash24Regular',
    description: 'A Google Cloud service account key (JSON) with access to Vertex AI.',
    fields: [
      {
        name: 'googleApplicationCredential',
        label: 'Service Account Key (JSON)',
        type: 'json',
        placeholder: '{ "type": "service_account", ... }',
      },
      { name: 'projectID', label: 'Project ID', type: 'string', optional: true },
    ],
  },
  {
    name: 'azureOpenAIApi',
    label: 'Azure OpenAI',
    icon: 'Building24Regular',
    description: 'An Azure OpenAI resource: its key, instance, deployment and API version.',
    fields: [
      { name: 'azureOpenAIApiKey', label: 'Azure OpenAI API Key', type: 'password' },
      {
        name: 'azureOpenAIApiInstanceName',
        label: 'Instance Name',
        type: 'string',
        placeholder: 'my-resource',
        description: 'The resource name in https://{instance}.openai.azure.com.',
      },
      {
        name: 'azureOpenAIApiDeploymentName',
        label: 'Deployment Name',
        type: 'string',
        placeholder: 'gpt-4o',
      },
      { name: 'azureOpenAIApiVersion', label: 'API Version', type: 'string', placeholder: '2024-10-21' },
    ],
  },
  {
    name: 'openAICompatibleApi',
    label: 'OpenAI-compatible API',
    icon: 'Globe24Regular',
    description: 'Any server speaking the OpenAI API: Ollama, LM Studio, vLLM, Groq, OpenRouter...',
    fields: [
      {
        name: 'provider',
        label: 'Provider',
        type: 'options',
        default: 'other',
        options: [
          { name: 'ollama', label: 'Ollama' },
          { name: 'lmstudio', label: 'LM Studio' },
          { name: 'vllm', label: 'vLLM' },
          { name: 'groq', label: 'Groq' },
          { name: 'openrouter', label: 'OpenRouter' },
          { name: 'other', label: 'Other' },
        ],
      },
      {
        name: 'baseUrl',
        label: 'Base URL',
        type: 'string',
        placeholder: 'http://localhost:11434/v1',
        description: 'The URL that /chat/completions is appended to.',
      },
      {
        name: 'apiKey',
        label: 'API Key',
        type: 'password',
        optional: true,
        description: 'Leave empty for servers that need none (Ollama, LM Studio).',
      },
    ],
  },
  {
    // Field names are the peer's, so a flow's analytics config imported from it finds them.
    name: 'langfuseApi',
    label: 'Langfuse API',
    icon: 'DataBarVertical24Regular',
    description: 'A Langfuse project key pair; flows whose analytics name it send their traces there.',
    fields: [
      { name: 'langFusePublicKey', label: 'Public Key', type: 'string', placeholder: 'pk-lf-...' },
      { name: 'langFuseSecretKey', label: 'Secret Key', type: 'password', placeholder: 'sk-lf-...' },
      {
        name: 'langFuseEndpoint',
        label: 'Endpoint',
        type: 'string',
        optional: true,
        placeholder: 'https://cloud.langfuse.com',
      },
    ],
  },
  {
    name: 'langsmithApi',
    label: 'LangSmith API',
    icon: 'DataBarVertical24Regular',
    description: 'A LangSmith API key; flows whose analytics name it send their traces there.',
    fields: [
      { name: 'langSmithApiKey', label: 'API Key', type: 'password', placeholder: 'lsv2_...' },
      {
        name: 'langSmithEndpoint',
        label: 'Endpoint',
        type: 'string',
        optional: true,
        placeholder: 'https://api.smith.langchain.com',
      },
    ],
  },
  {
    name: 'httpBasicAuth',
    label: 'HTTP Basic Auth',
    icon: 'LockClosed24Regular',
    description: 'A user name and password sent as an Authorization: Basic header.',
    fields: [
      { name: 'basicAuthUsername', label: 'Username', type: 'string' },
      { name: 'basicAuthPassword', label: 'Password', type: 'password' },
    ],
  },
  {
    name: 'httpBearerToken',
    label: 'HTTP Bearer Token',
    icon: 'Key24Regular',
    description: 'A token sent as an Authorization: Bearer header.',
    fields: [{ name: 'token', label: 'Token', type: 'password' }],
  },
  {
    name: 'httpApiKey',
    label: 'HTTP API Key',
    icon: 'KeyMultiple24Regular',
    description: 'A key sent in a header of your choice.',
    fields: [
      { name: 'key', label: 'Header Name', type: 'string', placeholder: 'X-API-Key' },
      { name: 'value', label: 'Header Value', type: 'password' },
    ],
  },
];
