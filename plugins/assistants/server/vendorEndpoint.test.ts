import { describe, expect, it } from 'vitest';
import { vendorEndpoint } from './vendorEndpoint.ts';

const azure = (version?: string) => ({
  credentialName: 'azureOpenAIApi',
  data: {
    azureOpenAIApiKey: 'k',
    azureOpenAIApiInstanceName: 'res',
    azureOpenAIApiDeploymentName: 'dep',
    ...(version ? { azureOpenAIApiVersion: version } : {}),
  },
});

describe('vendorEndpoint', () => {
  it('OpenAI: a bearer key at api.openai.com/v1, or at the given base URL', () => {
    const e = vendorEndpoint('OPENAI', { credentialName: 'openAIApi', data: { openAIApiKey: 'sk-1' } });
    expect(e.url('/responses')).toBe('https://api.openai.com/v1/responses');
    expect(e.headers).toEqual({ authorization: 'Bearer sk-1' });
    const g = vendorEndpoint(
      'OPENAI',
      { credentialName: 'openAIApi', data: { openAIApiKey: 'sk-1' } },
      'http://gw/v1/',
    );
    expect(g.url('/files')).toBe('http://gw/v1/files');
  });

  it("Azure: the resource's /openai with a dated api-version, else the v1 API; api-key; the deployment", () => {
    const dated = vendorEndpoint('AZURE', azure('2025-04-01-preview'));
    expect(dated.url('/responses')).toBe(
      'https://res.openai.azure.com/openai/responses?api-version=2025-04-01-preview',
    );
    expect(dated.url('/vector_stores?limit=100')).toBe(
      'https://res.openai.azure.com/openai/vector_stores?limit=100&api-version=2025-04-01-preview',
    );
    expect(dated.headers).toEqual({ 'api-key': 'k' });
    expect(dated.defaultModel).toBe('dep');
    expect(vendorEndpoint('AZURE', azure('v1')).url('/responses')).toBe(
      'https://res.openai.azure.com/openai/v1/responses',
    );
    expect(vendorEndpoint('AZURE', azure()).url('/files')).toBe(
      'https://res.openai.azure.com/openai/v1/files',
    );
  });

  it('refuses a credential of the other type', () => {
    expect(() => vendorEndpoint('AZURE', { credentialName: 'openAIApi', data: {} })).toThrow(
      'azureOpenAIApi',
    );
  });
});
