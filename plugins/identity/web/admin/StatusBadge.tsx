import { Badge, type BadgeProps } from '@fluentui/react-components';

const COLORS: Record<string, BadgeProps['color']> = {
  active: 'success',
  invited: 'warning',
  disabled: 'danger',
};

/** An account's status: active, invited (not registered yet) or disabled. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge appearance="tint" color={COLORS[status] ?? 'informative'} size="medium">
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
