import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

const COLORS: Record<string, BadgeProps['color']> = {
  active: 'success',
  invited: 'warning',
  disabled: 'danger',
};

/** An account's status: active, invited (not registered yet) or disabled. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge appearance="tint" color={COLORS[status] ?? 'informative'} size="medium">
      {t(status.charAt(0).toUpperCase() + status.slice(1))}
    </Badge>
  );
}
