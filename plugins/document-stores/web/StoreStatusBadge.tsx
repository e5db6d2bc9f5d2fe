import { Badge } from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { storeStatusBadge } from '../common/storeStatusBadge.ts';
import './documentStoresMessages.ts';

/** A store's or loader's status as a tinted badge, its meaning in the tooltip. */
export function StoreStatusBadge({ status }: { status: string | undefined }) {
  const t = useT();
  const badge = storeStatusBadge(status);
  // The status words are catalogue keys (an unknown status shows as it is).
  return (
    <Badge
      appearance="tint"
      color={badge.color}
      title={badge.hint && t(badge.hint)}
      data-testid="store-status"
    >
      {badge.label && t(badge.label)}
    </Badge>
  );
}
