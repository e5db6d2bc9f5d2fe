import { makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { type ReactNode, useMemo, useState } from 'react';
import type { Flow } from '../../../node-registry/flow.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { executedGraph } from '../common/executedGraph.ts';
import { executionTotals, formatDuration } from '../common/executionTotals.ts';
import { noPriceNote } from '../common/formatCost.ts';
import { buildExecutionTree } from '../common/executionTree.ts';
import type { Execution } from '../common/executionTypes.ts';
import { parseExecutionData } from '../common/parseExecutionData.ts';
import { CostText } from './CostText.tsx';
import { ExecutionGraph } from './ExecutionGraph.tsx';
import { NodeRunPanel } from './NodeRunPanel.tsx';
import { RunTree } from './RunTree.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'center' },
  fact: { display: 'flex', flexDirection: 'column' },
  factName: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  split: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 800px)': { gridTemplateColumns: '1fr' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Fact({ name, children }: { name: string; children: ReactNode }) {
  const s = useStyles();
  return (
    <div className={s.fact}>
      <Text className={s.factName}>{name}</Text>
      <Text>{children}</Text>
    </div>
  );
}

/**
 * An execution in full: summary, the run tree with the chosen node's details, and the flow graph.
 * Shared by the signed-in detail page and the public page; `flow` is null when not readable.
 */
export function ExecutionView({
  execution,
  flow,
  actions,
}: {
  execution: Execution;
  flow: Flow | null;
  actions?: ReactNode;
}) {
  const t = useT();
  const s = useStyles();
  const parsed = useMemo(() => {
    try {
      return { runs: parseExecutionData(execution.executionData), error: null };
    } catch (error) {
      return { runs: [], error: (error as Error).message };
    }
  }, [execution.executionData]);
  const runs = parsed.runs;
  const tree = useMemo(() => buildExecutionTree(runs), [runs]);
  const totals = useMemo(() => executionTotals(runs, execution.cost), [runs, execution.cost]);
  // Index-aligned with runs: the server priced the same parsed list.
  const costs = execution.cost?.runs;
  const graph = useMemo(() => executedGraph(flow, runs), [flow, runs]);
  const [selected, setSelected] = useState<number | null>(runs.length ? 0 : null);
  const run = selected === null ? undefined : runs[selected];

  return (
    <div className={s.root}>
      <Card className={s.card}>
        <div className={s.summary}>
          <Fact name={t('State')}>
            <StatusBadge status={execution.state} />
          </Fact>
          <Fact name={t('Started')}>{new Date(execution.createdDate).toLocaleString()}</Fact>
          <Fact name={t('Duration')}>{formatDuration(totals.durationMs)}</Fact>
          <Fact name={t('Node runs')}>{totals.nodeRuns}</Fact>
          <Fact name={t('Tokens')}>
            {t('{{total}} ({{input}} in / {{output}} out)', {
              total: totals.totalTokens,
              input: totals.inputTokens,
              output: totals.outputTokens,
            })}
          </Fact>
          <Fact name={t('Cost')}>
            <CostText usd={totals.totalCost} unpriced={totals.unpricedModels} />
          </Fact>
          <Fact name={t('Session')}>
            <span className={s.mono}>{execution.sessionId}</span>
          </Fact>
          {actions}
        </div>
        {totals.unpricedModels.length > 0 && (
          <Text className={s.muted} size={200}>
            {totals.totalCost === null ? t('Cost unknown') : t('Partial cost')}:{' '}
            {noPriceNote(totals.unpricedModels, t)}.
          </Text>
        )}
        {execution.error && (
          <MessageBar intent="error">
            <MessageBarBody>{execution.error}</MessageBarBody>
          </MessageBar>
        )}
        {parsed.error && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('The run record could not be read: {{error}}', { error: parsed.error })}
            </MessageBarBody>
          </MessageBar>
        )}
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">{t('Executed nodes')}</Subtitle2>
        {runs.length === 0 ? (
          <Text className={s.muted}>{t('No node has run yet.')}</Text>
        ) : (
          <div className={s.split}>
            <RunTree items={tree} runs={runs} costs={costs} selected={selected} onSelect={setSelected} />
            {run && (
              <NodeRunPanel key={selected} run={run} cost={selected === null ? null : costs?.[selected]} />
            )}
          </div>
        )}
      </Card>
      <Card className={s.card}>
        <Subtitle2 as="h2">{t('Flow')}</Subtitle2>
        {!flow && (
          <Text className={s.muted} size={200}>
            {t('Drawn from the run itself: only the nodes that ran are shown.')}
          </Text>
        )}
        <ExecutionGraph
          graph={graph}
          onSelect={(nodeId) => {
            const i = runs.findIndex((r) => r.nodeId === nodeId);
            if (i >= 0) setSelected(i);
          }}
        />
      </Card>
    </div>
  );
}
