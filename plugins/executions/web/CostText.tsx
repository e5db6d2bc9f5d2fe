import { Text } from '@fluentui/react-components';
import { costText } from '../common/formatCost.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

/**
 * A cost as text ("$0.0042", "≥ $0.0123", "–") with the reason for a missing or partial figure
 * as its title; the pages also say it in visible text (summary note, node panel lines).
 */
export function CostText({
  usd,
  unpriced,
  className,
}: {
  usd: number | null;
  unpriced: string[];
  className?: string;
}) {
  const t = useT();
  const { text, title } = costText(usd, unpriced, t);
  return (
    <Text className={className} title={title} data-cost="">
      {text}
    </Text>
  );
}
