import { LANGUAGES, type LanguageCode } from './languages.ts';

const known = (code: string | null | undefined): LanguageCode | undefined =>
  LANGUAGES.find((l) => l.code === code?.toLowerCase().split('-')[0])?.code;

/**
 * The UI's language: the one chosen in the profile menu on this browser, else the first of the
 * browser's languages we speak, else English.
 */
export function pickLanguage(saved: string | null | undefined, browser: readonly string[]): LanguageCode {
  return known(saved) ?? browser.map(known).find((c) => c !== undefined) ?? 'en';
}
