import { describe, expect, it } from 'vitest';
import { parseFlowAnalytics } from './flowAnalytics.ts';
import { analyticsForm, analyticsFormErrors, mergeFlowAnalytics } from './flowAnalyticsForm.ts';

const stored = JSON.stringify({
  langFuse: { credentialId: 'c1', release: 'v2', status: true },
  lunary: { credentialId: 'c9', status: true },
});

describe('the analytics form', () => {
  it('reads the stored providers, off and empty where unset', () => {
    expect(analyticsForm(stored)).toEqual({
      form: {
        langFuse: { on: true, credentialId: 'c1', projectName: '' },
        langSmith: { on: false, credentialId: '', projectName: '' },
      },
      broken: false,
    });
    expect(analyticsForm('not json').broken).toBe(true);
    expect(analyticsForm(null).broken).toBe(false);
  });

  it('asks for a credential only where a provider is on', () => {
    const { form } = analyticsForm(null);
    expect(analyticsFormErrors(form)).toEqual({});
    form.langSmith.on = true;
    expect(analyticsFormErrors(form)).toEqual({
      'langSmith.credentialId': 'A credential is needed to send traces',
    });
  });

  it('saves the form over the stored entries, keeping what it does not edit', () => {
    const { form } = analyticsForm(stored);
    form.langFuse.on = false;
    form.langSmith = { on: true, credentialId: 'c2', projectName: ' support ' };
    const saved = mergeFlowAnalytics(stored, form);
    expect(JSON.parse(saved)).toEqual({
      langFuse: { credentialId: 'c1', release: 'v2', status: false },
      lunary: { credentialId: 'c9', status: true },
      langSmith: { credentialId: 'c2', status: true, projectName: 'support' },
    });
    // what the server then exports to
    expect(parseFlowAnalytics(saved)).toEqual({ langSmith: { credentialId: 'c2', projectName: 'support' } });
  });
});
