export const EDITIONS = ['oss', 'enterprise', 'cloud'] as const;
export type Edition = (typeof EDITIONS)[number];

/**
 * The spec's section 4: 'enterprise' means enterprise-licensed, 'cloud' means cloud,
 * any other value (or none) means open source.
 */
export function editionFromPlatformType(platformType: unknown): Edition {
  if (platformType === 'enterprise') return 'enterprise';
  if (platformType === 'cloud') return 'cloud';
  return 'oss';
}
