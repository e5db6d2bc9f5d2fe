import { describe, expect, it } from 'vitest';
import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { credentialFormErrors, initialFormValues, toPlainDataObj } from './credentialForm.ts';
import { REDACTED } from './credentialData.ts';

const def: CredentialDefinition = {
  name: 'azure',
  label: 'Azure',
  icon: 'Key24Regular',
  fields: [
    { name: 'key', label: 'Key', type: 'password' },
    { name: 'instance', label: 'Instance', type: 'string' },
    { name: 'mode', label: 'Mode', type: 'options', options: [{ name: 'a', label: 'A' }], default: 'a' },
    { name: 'sa', label: 'Service account', type: 'json', optional: true },
  ],
};

describe('credential form', () => {
  it('starts new forms from defaults and edit forms from the stored view, secrets empty', () => {
    expect(initialFormValues(def)).toEqual({ key: '', instance: '', mode: 'a', sa: '' });
    const stored = {
      plainDataObj: { key: REDACTED, instance: 'i1', sa: REDACTED },
      setFields: ['key', 'instance', 'sa'],
    };
    expect(initialFormValues(def, stored)).toEqual({ key: '', instance: 'i1', mode: '', sa: '' });
  });

  it('requires secrets on create but not when they are already set', () => {
    expect(credentialFormErrors(def, { key: '', instance: '', mode: 'a', sa: '{' })).toEqual({
      key: 'Key is required',
      instance: 'Instance is required',
      sa: 'Service account must be valid JSON',
    });
    const stored = { plainDataObj: { key: REDACTED, instance: 'i1' }, setFields: ['key', 'instance'] };
    expect(credentialFormErrors(def, { key: '', instance: 'i1', mode: 'a', sa: '' }, stored)).toEqual({});
  });

  it('sends configuration always and secrets only when typed', () => {
    expect(toPlainDataObj(def, { key: '', instance: 'i2', mode: 'a', sa: '' })).toEqual({
      instance: 'i2',
      mode: 'a',
    });
    expect(toPlainDataObj(def, { key: 'new', instance: '', mode: 'a', sa: '{}' })).toEqual({
      key: 'new',
      instance: '',
      mode: 'a',
      sa: '{}',
    });
  });
});
