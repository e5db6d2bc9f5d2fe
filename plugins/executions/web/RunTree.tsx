import {
  makeStyles,
  mergeClasses,
  Text,
  Tree,
  TreeItem,
  TreeItemLayout,
  tokens,
} from '@fluentui/react-components';
import type { RunCost } from '../common/executionCost.ts';
import type { ExecutionTreeItem } from '../common/executionTree.ts';
import { treeKeys } from '../common/executionTree.ts';
import { formatDuration } from '../common/executionTotals.ts';
import type { ExecutedNodeRun } from '../common/executionTypes.ts';
import { CostText } from './CostText.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { STATUS_BORDER } from './statusTokens.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

const useStyles = makeStyles({
  item: { borderLeft: '3px solid transparent', borderRadius: tokens.borderRadiusMedium },
  selected: { backgroundColor: tokens.colorSubtleBackgroundSelected },
  aside: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * The run as a tree in execution order (Fluent Tree: arrow keys move, Enter opens or selects).
 * Choosing a node run shows its input, output and error beside it. Rows of model nodes show
 * their cost when the server priced the run (`costs`, index-aligned with `runs`).
 */
export function RunTree({
  items,
  runs,
  costs,
  selected,
  onSelect,
}: {
  items: ExecutionTreeItem[];
  runs: ExecutedNodeRun[];
  costs?: (RunCost | null)[];
  selected: number | null;
  onSelect(runIndex: number): void;
}) {
  const t = useT();
  const s = useStyles();
  const render = (item: ExecutionTreeItem) => {
    const run = item.runIndex === undefined ? undefined : runs[item.runIndex];
    const delta = run?.data.timeMetadata?.delta;
    const tokensUsed = run?.data.usageMetadata?.totalTokens;
    const cost = item.runIndex === undefined ? undefined : costs?.[item.runIndex];
    return (
      <TreeItem
        key={item.key}
        value={item.key}
        itemType={item.children.length ? 'branch' : 'leaf'}
        aria-selected={item.runIndex !== undefined && item.runIndex === selected}
        data-node-id={run?.nodeId}
        onClick={() => item.runIndex !== undefined && onSelect(item.runIndex)}
      >
        <TreeItemLayout
          className={mergeClasses(s.item, item.runIndex === selected && s.selected)}
          style={{ borderLeftColor: STATUS_BORDER[item.status] }}
          aside={
            <span className={s.aside}>
              {run && <Text className={s.meta}>{formatDuration(delta)}</Text>}
              {tokensUsed ? <Text className={s.meta}>{t('{{n}} tokens', { n: tokensUsed })}</Text> : null}
              {cost && <CostText className={s.meta} usd={cost.usd} unpriced={cost.unpriced} />}
              <StatusBadge status={item.status} size="small" />
            </span>
          }
        >
          {item.label}
        </TreeItemLayout>
        {item.children.length > 0 && <Tree>{item.children.map(render)}</Tree>}
      </TreeItem>
    );
  };
  return (
    <Tree aria-label={t('Executed nodes')} defaultOpenItems={treeKeys(items)}>
      {items.map(render)}
    </Tree>
  );
}
