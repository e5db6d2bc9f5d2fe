import { describe, expect, it } from 'vitest';
import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { mergeCredentialData, REDACTED, redactCredentialData } from './credentialData.ts';

const def: CredentialDefinition = {
  name: 'testApi',
  label: 'Test',
  icon: 'Key24Regular',
  fields: [
    { name: 'apiKey', label: 'Key', type: 'password' },
    { name: 'endpoint', label: 'Endpoint', type: 'string' },
    {
      name: 'mode',
      label: 'Mode',
      type: 'options',
      options: [
        { name: 'a', label: 'A' },
        { name: 'b', label: 'B' },
      ],
      default: 'a',
    },
    { name: 'extra', label: 'Extra', type: 'json', optional: true },
  ],
};

describe('mergeCredentialData', () => {
  it('accepts a complete new credential and applies defaults', () => {
    expect(mergeCredentialData(def, null, { apiKey: 'k1', endpoint: 'https://x' })).toEqual({
      ok: true,
      data: { apiKey: 'k1', endpoint: 'https://x', mode: 'a' },
    });
  });

  it('names every problem by its field path', () => {
    const r = mergeCredentialData(def, null, { endpoint: 5, mode: 'c', extra: '{bad', other: 'x' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual([
      "plainDataObj/other is not a field of credential type 'testApi'",
      'plainDataObj/apiKey is required',
      'plainDataObj/endpoint must be a string',
      'plainDataObj/mode must be one of a, b',
      'plainDataObj/extra must be valid JSON',
    ]);
  });

  it('refuses a non-object and an empty required value', () => {
    expect(mergeCredentialData(def, null, ['x'])).toEqual({
      ok: false,
      errors: ['plainDataObj must be an object'],
    });
    const r = mergeCredentialData(def, null, { apiKey: '', endpoint: 'e' });
    expect(!r.ok && r.errors).toEqual(['plainDataObj/apiKey is required']);
  });

  it('keeps stored values for omitted or REDACTED fields, replaces given ones, clears optional ones', () => {
    const stored = { apiKey: 'old', endpoint: 'e1', mode: 'b', extra: '{"a":1}' };
    expect(mergeCredentialData(def, stored, { apiKey: REDACTED, endpoint: 'e2', extra: '' })).toEqual({
      ok: true,
      data: { apiKey: 'old', endpoint: 'e2', mode: 'b' },
    });
    expect(mergeCredentialData(def, stored, { apiKey: 'new' })).toEqual({
      ok: true,
      data: { ...stored, apiKey: 'new' },
    });
    // Defaults fill only new credentials: an update never resurrects a cleared value.
    const r = mergeCredentialData(def, { apiKey: 'k', endpoint: 'e' }, {});
    expect(!r.ok && r.errors).toEqual(['plainDataObj/mode is required']);
  });
});

describe('redactCredentialData', () => {
  it('hides password and json fields, shows configuration, lists set fields', () => {
    const stored = { apiKey: 'secret', endpoint: 'e1', extra: '{"k":"secret2"}', gone: 'x' };
    expect(redactCredentialData(def, stored)).toEqual({
      plainDataObj: { apiKey: REDACTED, endpoint: 'e1', extra: REDACTED, gone: REDACTED },
      setFields: ['apiKey', 'endpoint', 'extra', 'gone'],
    });
    expect(JSON.stringify(redactCredentialData(undefined, stored))).not.toContain('e1');
  });
});
