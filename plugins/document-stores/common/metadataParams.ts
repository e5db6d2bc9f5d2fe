import type { ComponentParam } from './componentTypes.ts';

/** The metadata inputs every loader has: extra key-values, and keys to leave out. */
export const METADATA_PARAMS: ComponentParam[] = [
  {
    label: 'Additional Metadata',
    name: 'metadata',
    type: 'json',
    optional: true,
    additionalParams: true,
    description: 'Key-values added to every document, e.g. {"team": "support"}',
  },
  {
    label: 'Omit Metadata Keys',
    name: 'omitMetadataKeys',
    type: 'string',
    optional: true,
    additionalParams: true,
    placeholder: 'key1, key2',
    description:
      'Comma-separated metadata keys to remove from every document; * removes all but the added ones',
  },
];
