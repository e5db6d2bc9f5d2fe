import { describe, expect, it } from 'vitest';
import { CHAT_MODEL_PROVIDERS } from './chatModelProviders.ts';
import { credentials as credentialsPluginCredentials } from '../../credentials/definitions.ts';

// The credential types as the credentials plugin contributes them (its manifest).
const builtinCredentialTypes = credentialsPluginCredentials;
import { CHAT_MODEL_DEFINITIONS, chatModelDefaults, chatModelDefinition } from './chatModels.ts';

describe('chat model definitions', () => {
  it('describe exactly the providers the engine builds', () => {
    const names = CHAT_MODEL_DEFINITIONS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...CHAT_MODEL_PROVIDERS].sort());
    for (const p of CHAT_MODEL_PROVIDERS) expect(chatModelDefinition(p)?.name).toBe(p);
    expect(chatModelDefinition('chatMistralAI')).toBeUndefined();
  });

  it('accept only registered credential types and carry a model name and temperature', () => {
    const types = new Set(builtinCredentialTypes.map((t) => t.name));
    for (const d of CHAT_MODEL_DEFINITIONS) {
      expect(d.credentialNames.length, d.name).toBeGreaterThan(0);
      for (const c of d.credentialNames) expect(types.has(c), `${d.name}: ${c}`).toBe(true);
      const names = d.params.map((p) => p.name);
      expect(names, d.name).toContain('modelName');
      expect(names, d.name).toContain('temperature');
      expect(new Set(names).size, d.name).toBe(names.length);
    }
  });

  it('build a fresh config the way the peer saves it', () => {
    const openai = chatModelDefinition('chatOpenAI');
    if (!openai) throw new Error('chatOpenAI');
    expect(chatModelDefaults(openai, 'llmModel')).toMatchObject({
      credential: '',
      modelName: 'gpt-4o-mini',
      temperature: 0.9,
      streaming: true,
      maxTokens: '',
      basepath: '',
      llmModel: 'chatOpenAI',
    });
  });

  it('require a base URL only where the engine knows none', () => {
    const baseUrl = (n: string) => chatModelDefinition(n)?.params.find((p) => p.name === 'baseUrl');
    expect(baseUrl('chatOpenAICompatible')?.optional).toBeUndefined();
    expect(baseUrl('chatOllama')?.optional).toBe(true);
  });
});
