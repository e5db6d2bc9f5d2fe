import type { ReactNode } from 'react';
import { useAccess } from './useAccess.ts';

/**
 * Renders its children only when the permission (any of a comma-separated list) and the
 * feature flag pass; controls hide themselves otherwise (spec section 6).
 * @example <Available permission="tools:create"><Button>Add tool</Button></Available>
 */
export function Available({
  permission,
  feature,
  children,
}: {
  permission?: string;
  feature?: string;
  children: ReactNode;
}) {
  return useAccess().can(permission, feature) ? children : null;
}
