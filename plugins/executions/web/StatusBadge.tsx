import { Badge } from '@fluentui/react-components';
import { statusAppearance } from '../common/statusAppearance.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

/** An execution state or node status as a coloured badge with words (colour is never the only cue). */
export function StatusBadge({ status, size }: { status: string; size?: 'small' | 'medium' }) {
  const t = useT();
  const a = statusAppearance(status);
  return (
    <Badge appearance="tint" color={a.color} size={size} data-status={status}>
      {t(a.label)}
    </Badge>
  );
}
