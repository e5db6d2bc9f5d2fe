import i18next, { type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { pickLanguage } from '../../common/i18n/pickLanguage.ts';
import { LANGUAGES, type LanguageCode } from '../../common/i18n/languages.ts';
import { storage } from '../stores/storage.ts';
import { de } from './de.ts';

/**
 * The one message catalogue. Keys are the English texts themselves, exactly as the spec words
 * them, so English needs no catalogue and a missing translation falls back to the English text.
 * Other languages' catalogues are added by the host and by each plugin's web code
 * (`addMessages`), next to the texts they translate.
 */
void i18next.use(initReactI18next).init({
  lng: pickLanguage(storage.get('language'), typeof navigator === 'undefined' ? [] : navigator.languages),
  fallbackLng: 'en',
  // English sentences hold '.' and ':'; they are keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { bindI18nStore: 'added' },
  resources: { de: { translation: de } },
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

/** Switches the whole UI to `language` and remembers the choice on this browser. */
export function setLanguage(language: LanguageCode): void {
  storage.set('language', language);
  void i18next.changeLanguage(language);
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
