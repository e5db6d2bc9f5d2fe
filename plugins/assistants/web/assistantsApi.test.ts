import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../host/web/i18n/i18n.ts';
import type { Assistant } from '../common/assistantTypes.ts';
import { detailsOf } from './assistantsApi.ts';
import './assistantsMessages.ts';
import './openai/assistantMessages.ts';
import { vendorDetailsOf } from './openai/vendorAssistantsApi.ts';

const assistant = (details: string) => ({ id: 'a1', details }) as Assistant;

describe("an assistant's name where its record has none", () => {
  afterEach(() => setLanguage('en'));

  it('is "Untitled assistant" in English; a name it has is kept', () => {
    expect(detailsOf(assistant('{}')).name).toBe('Untitled assistant');
    expect(detailsOf(assistant('not json')).name).toBe('Untitled assistant');
    expect(vendorDetailsOf(assistant('{"model":"gpt-4o"}')).name).toBe('Untitled assistant');
    expect(detailsOf(assistant('{"name":"Support"}')).name).toBe('Support');
  });

  it('is said in German on both assistants pages', async () => {
    await setLanguage('de');
    expect(detailsOf(assistant('{}')).name).toBe('Unbenannter Assistent');
    expect(detailsOf(assistant('not json')).name).toBe('Unbenannter Assistent');
    expect(vendorDetailsOf(assistant('{}')).name).toBe('Unbenannter Assistent');
    expect(vendorDetailsOf(assistant('{"name":"Support"}')).name).toBe('Support');
  });
});
