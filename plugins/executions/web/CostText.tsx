import { Text } from '@fluentui/react-components';
import { costText } from '../common/formatCost.ts';

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
  const { text, title } = costText(usd, unpriced);
  return (
    <Text className={className} title={title} data-cost="">
      {text}
    </Text>
  );
}
