import type { StoreComponent } from './componentTypes.ts';

/**
 * The one record manager: built in, always on. Chunks are keyed by a content hash, so processing
 * again keeps unchanged chunks (and their vectors), adds new ones and removes vanished ones.
 */
export const RECORD_MANAGERS: readonly StoreComponent[] = [
  {
    label: 'Content Hash Record Manager',
    name: 'contentHashRecordManager',
    version: 1,
    type: 'RecordManager',
    icon: 'DocumentSync24Regular',
    category: 'Record Manager',
    description:
      'Built in: each chunk is keyed by a hash of its text and metadata; re-processing skips unchanged chunks and removes vanished ones',
    baseClasses: ['RecordManager'],
    inputs: [],
  },
];
