import { beforeAll, describe, expect, it } from 'vitest';
import { engineHarness } from './engineHarness.ts';

/**
 * The public chatbot config fills the texts the flow's owner left unset in the visitor's language
 * (Accept-Language, or the page's ?lang=), for the embed widget; the owner's texts always win.
 */
const h = engineHarness();
let bare: string;
let owned: string;
beforeAll(async () => {
  bare = await h.createLlmFlow();
  owned = await h.createLlmFlow();
  const db = h.server.app.brains.db;
  await db
    .updateTable('chat_flow')
    .set({ chatbot_config: JSON.stringify({ leads: { status: true, email: true } }) })
    .where('id', '=', bare)
    .execute();
  await db
    .updateTable('chat_flow')
    .set({
      chatbot_config: JSON.stringify({
        welcomeMessage: 'Moin!',
        textInput: { placeholder: 'Was gibt es?', textColor: '#111' },
        leads: { status: true, title: 'Wer sind Sie?' },
        disclaimer: { status: true, buttonText: 'Los' },
      }),
    })
    .where('id', '=', owned)
    .execute();
});

async function config(id: string, headers: Record<string, string>, query = '') {
  const res = await h.server.anonymousFetch(`/api/v1/public-chatbotConfig/${id}${query}`, { headers });
  return { status: res.status, vary: res.headers.get('vary'), body: await res.json() };
}

describe('public chatbot config in the visitor language', () => {
  it('German browser: the widget texts the owner left unset come in German', async () => {
    const { body, vary } = await config(bare, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(body).toMatchObject({
      welcomeMessage: 'Hallo! Wie kann ich Ihnen helfen?',
      errorMessage: 'Hoppla! Da ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
      textInput: { placeholder: 'Ihre Frage' },
      footer: { text: 'Bereitgestellt von' },
      leads: {
        status: true,
        email: true,
        title: 'Sagen Sie uns, wie wir Sie erreichen können:',
        successMessage: 'Vielen Dank für Ihre Kontaktdaten.',
      },
    });
    expect(body.disclaimer).toBeUndefined();
    expect(vary).toContain('Accept-Language');
  });

  it("the owner's texts win; only the unset ones are filled", async () => {
    const { body } = await config(owned, { 'accept-language': 'de' });
    expect(body).toMatchObject({
      welcomeMessage: 'Moin!',
      textInput: { placeholder: 'Was gibt es?', textColor: '#111' },
      leads: { title: 'Wer sind Sie?', successMessage: 'Vielen Dank für Ihre Kontaktdaten.' },
      disclaimer: { status: true, title: 'Hinweis', buttonText: 'Los', denyButtonText: 'Abbrechen' },
    });
  });

  it('English (or a language we do not speak) answers the stored config unchanged', async () => {
    for (const lang of ['en-US,en;q=0.9', 'fr-FR', '']) {
      const { body } = await config(bare, lang ? { 'accept-language': lang } : {});
      expect(body.welcomeMessage).toBeUndefined();
      expect(body.textInput).toBeUndefined();
      expect(body.footer).toBeUndefined();
      expect(body.leads).toEqual({ status: true, email: true });
    }
  });

  it('?lang= of the embedding page wins over the browser; a bad one is refused or ignored', async () => {
    expect((await config(bare, { 'accept-language': 'en' }, '?lang=de')).body.welcomeMessage).toBe(
      'Hallo! Wie kann ich Ihnen helfen?',
    );
    expect((await config(bare, { 'accept-language': 'de' }, '?lang=en')).body.welcomeMessage).toBeUndefined();
    expect((await config(bare, { 'accept-language': 'de' }, '?lang=xx')).body.welcomeMessage).toBe(
      'Hallo! Wie kann ich Ihnen helfen?',
    );
    expect((await config(bare, {}, `?lang=${'d'.repeat(40)}`)).status).toBe(400);
    expect((await config(bare, { 'accept-language': ';;,*;q=x,'.repeat(50) })).status).toBe(200);
  });
});
