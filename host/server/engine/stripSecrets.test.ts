import { describe, expect, it } from 'vitest';
import { REDACTED, stripSecrets } from './stripSecrets.ts';

describe('stripSecrets', () => {
  it('drops credential ids at any depth and redacts strings holding a secret', () => {
    const value = {
      credential: 'cred-1',
      inputs: {
        llmModelConfig: { FLOWISE_CREDENTIAL_ID: 'cred-2', modelName: 'gpt' },
        headers: [{ key: 'Authorization', value: 'Bearer sk-secret-123' }],
      },
      list: ['sk-secret-123', 'ok'],
    };
    expect(stripSecrets(value, ['sk-secret-123', 'ab'])).toEqual({
      inputs: { llmModelConfig: { modelName: 'gpt' }, headers: [{ key: 'Authorization', value: REDACTED }] },
      list: [REDACTED, 'ok'],
    });
    expect(value.credential).toBe('cred-1');
  });
});
