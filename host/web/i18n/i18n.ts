import i18next, { type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { pickLanguage } from '../../common/i18n/pickLanguage.ts';
import { LANGUAGES, type LanguageCode } from '../../common/i18n/languages.ts';
import { storage } from '../stores/storage.ts';
import { CatalogueLoader, type Catalogues } from './catalogues.ts';

/**
 * The one message catalogue. Keys are the English texts themselves, exactly as the spec words
 * them, so English needs no catalogue and a missing translation falls back to the English text.
 * Other languages' catalogues are registered by the host and by each plugin's web code
 * (`addCatalogues`), next to the texts they translate, and downloaded only in the language read.
 */
const language = pickLanguage(
  storage.get('language'),
  typeof navigator === 'undefined' ? [] : navigator.languages,
);
void i18next.use(initReactI18next).init({
  lng: language,
  fallbackLng: 'en',
  // English sentences hold '.' and ':'; they are keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { bindI18nStore: 'added' },
  // given (though empty), the store is ready at once: no backend, nothing to wait for
  resources: {},
});
if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;

/**
 * Adds translations of English texts for one language (merged with what is there); node texts
 * go to their own namespace ('nodes'), read only where a canvas shows a node registry's texts.
 */
export function addMessages(
  language: LanguageCode,
  messages: Record<string, string>,
  namespace = 'translation',
): void {
  i18next.addResourceBundle(language, namespace, messages, true, true);
}

const catalogues = new CatalogueLoader(addMessages, language);
let chosen = language;

/**
 * Registers a part's catalogues (its code calls this when it loads); the one of the language read
 * starts downloading at once. Lazy pages and panels wait for it (`cataloguesReady`) before they
 * render, the first page too.
 * @example addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
 */
export function addCatalogues(parts: Catalogues, namespace = 'translation'): void {
  catalogues.register(parts, namespace);
}

/** Settles when the catalogues being downloaded are in; undefined when none is. */
export const cataloguesReady = (): Promise<void> | undefined => catalogues.ready();

addCatalogues({ de: () => import('./de.ts').then((m) => m.de) });

/**
 * Switches the whole UI to `language` (once the loaded parts' catalogues of it are in) and
 * remembers the choice on this browser.
 */
export async function setLanguage(language: LanguageCode): Promise<void> {
  storage.set('language', language);
  chosen = language;
  await catalogues.switchTo(language);
  if (chosen !== language) return; // another choice came while this one's texts were loading
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export const currentLanguage = (): LanguageCode =>
  (LANGUAGES.find((l) => l.code === i18next.language)?.code ?? 'en') as LanguageCode;

/** Translates outside React (menus built from plugin contributions, notifications). */
export const t: TFunction = ((...args: Parameters<TFunction>) => i18next.t(...args)) as TFunction;

/** The translate function in a component; the component re-renders when the language changes. */
export function useT(): TFunction {
  return useTranslation().t;
}
