import { english, type Say } from '../../../host/common/i18n/say.ts';
import type { ComponentDefinition } from './pageTypes.ts';

/** A splitter's chunk size and overlap as it will run: the saved value, else the declared default. */
export function splitterSettings(
  splitter: ComponentDefinition | undefined,
  config: Record<string, unknown> | undefined,
): { chunkSize?: number; chunkOverlap?: number } {
  if (!splitter) return {};
  const read = (name: string): number | undefined => {
    const raw = config?.[name] ?? splitter.inputs.find((p) => p.name === name)?.default;
    const n =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
    return Number.isFinite(n) ? n : undefined;
  };
  return { chunkSize: read('chunkSize'), chunkOverlap: read('chunkOverlap') };
}

/** The summary's texts (English, the catalogue's keys). */
export const SUMMARY_MESSAGES = ['chunk size {{size}}', 'overlap {{overlap}}'] as const;

/** 'chunk size 1000 · overlap 200', or '' for a splitter without them. */
export function splitterSummary(
  settings: { chunkSize?: number; chunkOverlap?: number },
  say: Say = english,
): string {
  return [
    settings.chunkSize !== undefined ? say(SUMMARY_MESSAGES[0], { size: settings.chunkSize }) : '',
    settings.chunkOverlap !== undefined ? say(SUMMARY_MESSAGES[1], { overlap: settings.chunkOverlap }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
