import { describe, expect, it } from 'vitest';
import { CatalogueLoader, type Messages } from './catalogues.ts';

/** A loader whose catalogues arrive when the test says, and the store they go to. */
function setUp(language: 'en' | 'de') {
  const store: Record<string, Messages> = {};
  const loader = new CatalogueLoader((lang, messages, ns) => {
    store[`${lang}/${ns}`] = { ...store[`${lang}/${ns}`], ...messages };
  }, language);
  const requested: string[] = [];
  const catalogue = (name: string, messages: Messages) => () => {
    requested.push(name);
    return Promise.resolve(messages);
  };
  return { store, loader, requested, catalogue };
}

describe('CatalogueLoader', () => {
  it('in English downloads nothing, and nothing is waited for', () => {
    const { loader, requested, catalogue } = setUp('en');
    loader.register({ de: catalogue('flows', { Save: 'Speichern' }) }, 'translation');
    expect(requested).toEqual([]);
    expect(loader.ready()).toBeUndefined();
  });

  it('in German downloads a catalogue when it is registered; ready() settles once it is in', async () => {
    const { store, loader, requested, catalogue } = setUp('de');
    loader.register({ de: catalogue('flows', { Save: 'Speichern' }) }, 'translation');
    loader.register({ de: catalogue('nodes', { Model: 'Modell' }) }, 'nodes');
    expect(requested).toEqual(['flows', 'nodes']);
    await loader.ready();
    expect(store).toEqual({ 'de/translation': { Save: 'Speichern' }, 'de/nodes': { Model: 'Modell' } });
    expect(loader.ready()).toBeUndefined();
  });

  it('switching to German loads every catalogue registered so far, each once, and later ones at once', async () => {
    const { store, loader, requested, catalogue } = setUp('en');
    loader.register({ de: catalogue('shell', { Home: 'Start' }) }, 'translation');
    loader.register({}, 'translation'); // a part with nothing to translate
    await loader.switchTo('de');
    expect(store['de/translation']).toEqual({ Home: 'Start' });
    await loader.switchTo('en');
    await loader.switchTo('de');
    expect(requested).toEqual(['shell']);
    loader.register({ de: catalogue('chat', { Send: 'Senden' }) }, 'translation');
    await loader.ready();
    expect(store['de/translation']).toEqual({ Home: 'Start', Send: 'Senden' });
  });

  it('a failed download leaves English and is tried again on the next switch', async () => {
    const { store, loader } = setUp('en');
    let attempts = 0;
    loader.register(
      {
        de: () => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({ Save: 'Speichern' });
        },
      },
      'translation',
    );
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (err: unknown) => errors.push(err);
    try {
      await loader.switchTo('de');
    } finally {
      console.error = logged;
    }
    expect(errors).toHaveLength(1);
    expect(store).toEqual({});
    await loader.switchTo('de');
    expect(store['de/translation']).toEqual({ Save: 'Speichern' });
  });
});
