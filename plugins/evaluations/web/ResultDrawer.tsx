import {
  Badge,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Link,
  makeStyles,
  OverlayDrawer,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { navigate } from 'wouter/use-browser-location';
import type { EvaluationResult } from '../common/evaluationTypes.ts';
import { formatLatency, formatUsd } from '../common/formatRun.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  verdict: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
});

export const STATUS_COLOR = {
  passed: 'success',
  failed: 'danger',
  error: 'warning',
  pending: 'informative',
} as const;

/** One row's run in full: input, expected and actual answers, each evaluator's verdict, the trace. */
export function ResultDrawer({
  result,
  flowName,
  onClose,
}: {
  result: EvaluationResult | null;
  flowName: string;
  onClose(): void;
}) {
  const styles = useStyles();
  return (
    <OverlayDrawer
      open={result !== null}
      position="end"
      size="medium"
      onOpenChange={(_e, d) => !d.open && onClose()}
    >
      {result && (
        <>
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label="Close"
                  icon={<Dismiss24Regular />}
                  onClick={onClose}
                />
              }
            >
              Row {result.sequenceNo} on {flowName}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody className={styles.body}>
            <div>
              <Badge appearance="filled" color={STATUS_COLOR[result.status]}>
                {result.status}
              </Badge>{' '}
              <Text>
                {formatLatency(result.latencyMs)} · {result.tokens ?? 0} tokens · {formatUsd(result.costUsd)}
              </Text>
            </div>
            <Subtitle2 as="h3">Input</Subtitle2>
            <div className={styles.text}>{result.input}</div>
            <Subtitle2 as="h3">Expected output</Subtitle2>
            <div className={styles.text}>{result.expectedOutput || '(none)'}</div>
            <Subtitle2 as="h3">Answer</Subtitle2>
            <div className={styles.text}>{result.actualOutput ?? '(none)'}</div>
            {result.error && (
              <>
                <Subtitle2 as="h3">Error</Subtitle2>
                <div className={styles.text}>{result.error}</div>
              </>
            )}
            {result.verdicts.length > 0 && <Subtitle2 as="h3">Evaluators</Subtitle2>}
            {result.verdicts.map((v) => (
              <div key={v.id} className={styles.verdict}>
                <Badge appearance="tint" color={v.pass ? 'success' : 'danger'}>
                  {v.pass ? 'pass' : 'fail'}
                </Badge>
                <Text weight="semibold">{v.name}</Text>
                <Text>{v.detail}</Text>
              </div>
            ))}
            {result.executionId && (
              <Link
                href={`/executions/${result.executionId}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/executions/${result.executionId}`);
                }}
              >
                Open the execution trace
              </Link>
            )}
          </DrawerBody>
        </>
      )}
    </OverlayDrawer>
  );
}
