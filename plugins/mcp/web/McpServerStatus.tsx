import { Badge } from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { McpServerStatus as Status } from '../common/mcpServerTypes.ts';

/** Connected, not connected yet, or failed, as a coloured badge. */
export function McpServerStatus({ status }: { status: Status }) {
  const t = useT();
  if (status === 'AUTHORIZED')
    return (
      <Badge appearance="tint" color="success" data-status={status}>
        {t('Connected')}
      </Badge>
    );
  if (status === 'ERROR')
    return (
      <Badge appearance="tint" color="danger" data-status={status}>
        {t('Error')}
      </Badge>
    );
  return (
    <Badge appearance="tint" color="informative" data-status={status}>
      {t('Not connected')}
    </Badge>
  );
}
