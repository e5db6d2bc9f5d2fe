import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { RunCost } from '../common/executionCost.ts';
import { formatDuration } from '../common/executionTotals.ts';
import { costLines } from '../common/formatCost.ts';
import type { ExecutedNodeRun } from '../common/executionTypes.ts';
import { CostText } from './CostText.tsx';
import { JsonTree } from './JsonTree.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground2,
  },
  panel: { maxHeight: '420px', overflow: 'auto', paddingBottom: tokens.spacingVerticalS },
  error: { whiteSpace: 'pre-wrap', fontFamily: tokens.fontFamilyMonospace },
  lines: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});

/**
 * One node run: status, timing, tokens, model and cost, then its input, output, state and error
 * as JSON trees. `cost` is the server's pricing of this run (absent for runs without usage).
 */
export function NodeRunPanel({ run, cost }: { run: ExecutedNodeRun; cost?: RunCost | null }) {
  const t = useT();
  const s = useStyles();
  const time = run.data.timeMetadata;
  const usage = run.data.usageMetadata;
  const sections = [
    ['input', t('Input'), run.data.input ?? {}],
    ['output', t('Output'), run.data.output ?? {}],
    ['state', t('State'), run.data.state ?? {}],
  ] as const;
  return (
    <section className={s.root} aria-label={t('Node {{name}}', { name: run.nodeLabel })}>
      <div className={s.head}>
        <Subtitle2 as="h3">{run.nodeLabel}</Subtitle2>
        <StatusBadge status={run.status} />
        {run.iterationIndex !== undefined && (
          <Text>{t('Iteration {{n}}', { n: run.iterationIndex + 1 })}</Text>
        )}
      </div>
      <div className={s.facts}>
        <Text>{t('Node id: {{id}}', { id: run.nodeId })}</Text>
        <Text>{t('Duration: {{duration}}', { duration: formatDuration(time?.delta) })}</Text>
        {time && <Text>{t('Started: {{time}}', { time: new Date(time.start).toLocaleTimeString() })}</Text>}
        {usage && (
          <Text>
            {t('Tokens: {{input}} in / {{output}} out / {{total}} total', {
              input: usage.inputTokens,
              output: usage.outputTokens,
              total: usage.totalTokens,
            })}
          </Text>
        )}
        {usage?.model && <Text>{t('Model: {{model}}', { model: usage.model })}</Text>}
        {cost && (
          <Text>
            {t('Cost:')} <CostText usd={cost.usd} unpriced={cost.unpriced} />
          </Text>
        )}
      </div>
      {cost && (cost.lines.length > 1 || cost.unpriced.length > 0) && (
        <ul className={s.lines} aria-label={t('Cost of {{name}} by model', { name: run.nodeLabel })}>
          {costLines(cost, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {run.data.error && (
        <MessageBar intent="error">
          <MessageBarBody className={s.error}>{run.data.error}</MessageBarBody>
        </MessageBar>
      )}
      <Accordion multiple collapsible defaultOpenItems={['input', 'output']}>
        {sections.map(([value, title, data]) => (
          <AccordionItem key={value} value={value}>
            <AccordionHeader>{title}</AccordionHeader>
            <AccordionPanel className={s.panel}>
              <JsonTree
                label={t('{{section}} of {{name}}', { section: title, name: run.nodeLabel })}
                value={data}
              />
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
