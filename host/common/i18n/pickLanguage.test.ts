import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pickLanguage.ts';

describe('pickLanguage', () => {
  it('takes the saved choice first', () => {
    expect(pickLanguage('de', ['en-US'])).toBe('de');
    expect(pickLanguage('en', ['de-DE'])).toBe('en');
  });
  it('then the first browser language spoken here, region ignored', () => {
    expect(pickLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(pickLanguage('xx', ['en-GB', 'de'])).toBe('en');
  });
  it('else English', () => {
    expect(pickLanguage(undefined, ['fr', 'ja'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});
