import { useAccess } from '../../../../host/web/access/useAccess.ts';

/** The signed-in user's active organisation (the admin calls name it). */
export function useOrganizationId(): string {
  return useAccess().user?.activeOrganizationId ?? '';
}
