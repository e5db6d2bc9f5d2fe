import { describe, expect, it } from 'vitest';
import { acceptLanguages } from './acceptLanguages.ts';

describe('acceptLanguages', () => {
  it('orders by weight, then by place', () => {
    expect(acceptLanguages('en;q=0.5, de-DE, fr;q=0.8, de;q=0.8')).toEqual(['de-DE', 'fr', 'de', 'en']);
  });

  it('leaves out unwanted languages, "*" and junk', () => {
    expect(acceptLanguages('de;q=0, *, ;q=1, en;q=abc, fr')).toEqual(['fr']);
    expect(acceptLanguages(undefined)).toEqual([]);
    expect(acceptLanguages(['de', 'en'])).toEqual(['de', 'en']);
  });
});
