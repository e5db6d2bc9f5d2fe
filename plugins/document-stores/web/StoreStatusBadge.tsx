import { Badge } from '@fluentui/react-components';
import { storeStatusBadge } from '../common/storeStatusBadge.ts';

/** A store's or loader's status as a tinted badge, its meaning in the tooltip. */
export function StoreStatusBadge({ status }: { status: string | undefined }) {
  const badge = storeStatusBadge(status);
  return (
    <Badge appearance="tint" color={badge.color} title={badge.hint} data-testid="store-status">
      {badge.label}
    </Badge>
  );
}
