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
import { formatDuration } from '../common/executionTotals.ts';
import type { ExecutedNodeRun } from '../common/executionTypes.ts';
import { JsonTree } from './JsonTree.tsx';
import { StatusBadge } from './StatusBadge.tsx';

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
});

/** One node run: status, timing, tokens, then its input, output, state and error as JSON trees. */
export function NodeRunPanel({ run }: { run: ExecutedNodeRun }) {
  const s = useStyles();
  const time = run.data.timeMetadata;
  const usage = run.data.usageMetadata;
  const sections = [
    ['input', 'Input', run.data.input ?? {}],
    ['output', 'Output', run.data.output ?? {}],
    ['state', 'State', run.data.state ?? {}],
  ] as const;
  return (
    <section className={s.root} aria-label={`Node ${run.nodeLabel}`}>
      <div className={s.head}>
        <Subtitle2 as="h3">{run.nodeLabel}</Subtitle2>
        <StatusBadge status={run.status} />
        {run.iterationIndex !== undefined && <Text>Iteration {run.iterationIndex + 1}</Text>}
      </div>
      <div className={s.facts}>
        <Text>Node id: {run.nodeId}</Text>
        <Text>Duration: {formatDuration(time?.delta)}</Text>
        {time && <Text>Started: {new Date(time.start).toLocaleTimeString()}</Text>}
        {usage && (
          <Text>
            Tokens: {usage.inputTokens} in / {usage.outputTokens} out / {usage.totalTokens} total
          </Text>
        )}
      </div>
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
              <JsonTree label={`${title} of ${run.nodeLabel}`} value={data} />
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
