/** How each store status reads on a badge: a word and a Fluent badge colour. */
export type BadgeColor =
  | 'brand'
  | 'danger'
  | 'important'
  | 'informative'
  | 'severe'
  | 'subtle'
  | 'success'
  | 'warning';

const BADGES: Record<string, { label: string; color: BadgeColor; hint: string }> = {
  EMPTY: { label: 'Empty', color: 'subtle', hint: 'No loaders yet' },
  NEW: { label: 'New', color: 'informative', hint: 'Loaders are configured; nothing processed yet' },
  SYNCING: { label: 'Processing', color: 'brand', hint: 'Loaders are being processed into chunks' },
  SYNC: { label: 'Processed', color: 'success', hint: 'Chunks are ready to upsert' },
  STALE: { label: 'Stale', color: 'warning', hint: 'Chunks changed since the last upsert' },
  UPSERTING: { label: 'Upserting', color: 'brand', hint: 'Chunks are being embedded into the vector store' },
  UPSERTED: { label: 'Upserted', color: 'success', hint: 'Chunks are embedded and can be queried' },
  ERROR: { label: 'Error', color: 'danger', hint: 'The last processing failed' },
};

/** Every word and hint the badges show (English, the catalogue's keys: the badge translates them). */
export const STORE_STATUS_TEXTS: readonly string[] = Object.values(BADGES).flatMap((b) => [b.label, b.hint]);

/** The badge of a store (or loader) status; an unknown status shows as it is. */
export function storeStatusBadge(status: string | undefined): {
  label: string;
  color: BadgeColor;
  hint: string;
} {
  const key = (status ?? 'EMPTY').toUpperCase();
  return BADGES[key] ?? { label: status ?? '', color: 'subtle', hint: '' };
}

/** True while a background job holds the store. */
export const isBusyStatus = (status: string | undefined) => status === 'SYNCING' || status === 'UPSERTING';
