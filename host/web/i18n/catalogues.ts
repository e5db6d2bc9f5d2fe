import type { LanguageCode } from '../../common/i18n/languages.ts';

/** A translation catalogue: English text to its translation. */
export type Messages = Record<string, string>;

/**
 * A part's catalogues, one loader per language it translates to, each a dynamic import so that a
 * language's texts are downloaded only by those who read it.
 * @example { de: () => import('./i18n/de.ts').then((m) => m.de) }
 */
export type Catalogues = Partial<Record<LanguageCode, () => Promise<Messages>>>;

interface Entry {
  catalogues: Catalogues;
  namespace: string;
  loads: Map<LanguageCode, Promise<void>>;
}

/** Where loaded messages go (i18next's store in the app, a plain object in a test). */
export type AddMessages = (language: LanguageCode, messages: Messages, namespace: string) => void;

/**
 * The catalogues the loaded code has registered, and the loads under way. A catalogue of the
 * language being read loads as soon as it is registered; switching language loads every
 * registered catalogue of the new language first.
 */
export class CatalogueLoader {
  private readonly entries: Entry[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly add: AddMessages,
    /** The language being read (or being switched to). */
    private wanted: LanguageCode,
  ) {}

  register(catalogues: Catalogues, namespace: string): void {
    const entry: Entry = { catalogues, namespace, loads: new Map() };
    this.entries.push(entry);
    void this.load(entry, this.wanted);
  }

  /** Loads every registered catalogue of `language`; later registrations load it at once. */
  async switchTo(language: LanguageCode): Promise<void> {
    this.wanted = language;
    await Promise.all(this.entries.map((entry) => this.load(entry, language)));
  }

  /** Settles when the loads under way have ended; undefined when none is (render at once). */
  ready(): Promise<void> | undefined {
    if (this.pending.size === 0) return undefined;
    return Promise.all(this.pending).then(() => this.ready());
  }

  private load(entry: Entry, language: LanguageCode): Promise<void> {
    const started = entry.loads.get(language);
    if (started) return started;
    const loader = entry.catalogues[language];
    if (!loader) return Promise.resolve();
    const load = loader().then(
      (messages) => this.add(language, messages, entry.namespace),
      (err: unknown) => {
        // the texts stay English; a later switch or registration tries again
        entry.loads.delete(language);
        console.error(err);
      },
    );
    entry.loads.set(language, load);
    this.pending.add(load);
    void load.finally(() => this.pending.delete(load));
    return load;
  }
}
