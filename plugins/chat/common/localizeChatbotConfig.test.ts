import { describe, expect, it } from 'vitest';
import { localizeChatbotConfig } from './localizeChatbotConfig.ts';

describe('localizeChatbotConfig', () => {
  it("fills the unset widget texts in German and keeps the owner's", () => {
    const out = localizeChatbotConfig(
      { welcomeMessage: 'Moin', leads: { status: true, title: 'Wer?' }, disclaimer: { status: true } },
      'de',
    );
    expect(out).toMatchObject({
      welcomeMessage: 'Moin',
      textInput: { placeholder: 'Ihre Frage' },
      leads: { status: true, title: 'Wer?', successMessage: 'Vielen Dank für Ihre Kontaktdaten.' },
      disclaimer: {
        status: true,
        title: 'Hinweis',
        buttonText: 'Chat beginnen',
        denyButtonText: 'Abbrechen',
      },
    });
  });

  it('leaves English alone and adds no lead form or disclaimer the owner did not turn on', () => {
    const config = { title: 'Shop' };
    expect(localizeChatbotConfig(config, 'en')).toBe(config);
    const de = localizeChatbotConfig(config, 'de');
    expect(de.leads).toBeUndefined();
    expect(de.disclaimer).toBeUndefined();
  });
});
