import type { ImportedSsoProvider } from '../../sso/public.ts';
import type { PeerLoginMethod } from '../common/peerSets.ts';
import { decryptPeerLoginMethods } from './decryptPeerLoginMethods.ts';

/** Why the peer's sign-in providers were not imported, by case. */
export const SSO_NOTES = {
  noSso: 'not imported: single sign-on is not enabled here (the enterprise edition has it)',
  notAdmin: 'not imported: only an organisation admin imports sign-in providers',
} as const;

export type SsoPlan =
  | { providers: ImportedSsoProvider[]; skipped: Record<string, number> }
  | { note: string };

/**
 * What becomes of the peer's login_method rows: where this server has single sign-on (the sso
 * plugin is loaded) and its people come along (an organisation admin, or the operator), they are
 * decrypted now, before anything is written; otherwise a note says why not.
 */
export function planPeerSso(
  rows: PeerLoginMethod[],
  options: { sso: boolean; people: boolean; peerKey?: string },
): SsoPlan {
  if (!options.sso) return { note: SSO_NOTES.noSso };
  if (!options.people) return { note: SSO_NOTES.notAdmin };
  return decryptPeerLoginMethods(rows, options.peerKey);
}
