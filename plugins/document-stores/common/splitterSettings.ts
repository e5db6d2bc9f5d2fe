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

/** 'chunk size 1000 · overlap 200', or '' for a splitter without them. */
export function splitterSummary(settings: { chunkSize?: number; chunkOverlap?: number }): string {
  return [
    settings.chunkSize !== undefined ? `chunk size ${settings.chunkSize}` : '',
    settings.chunkOverlap !== undefined ? `overlap ${settings.chunkOverlap}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
