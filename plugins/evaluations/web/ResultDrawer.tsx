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
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

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

/** The result states' names, English keys of the catalogue. */
export const RESULT_STATES = {
  passed: 'passed',
  failed: 'failed',
  error: 'error',
  pending: 'pending',
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
  const t = useT();
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
                  aria-label={t('Close')}
                  icon={<Dismiss24Regular />}
                  onClick={onClose}
                />
              }
            >
              {t('Row {{n}} on {{flow}}', { n: result.sequenceNo, flow: flowName })}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody className={styles.body}>
            <div>
              <Badge appearance="filled" color={STATUS_COLOR[result.status]}>
                {t(RESULT_STATES[result.status])}
              </Badge>{' '}
              <Text>
                {formatLatency(result.latencyMs)} · {t('{{n}} tokens', { n: result.tokens ?? 0 })} ·{' '}
                {formatUsd(result.costUsd)}
              </Text>
            </div>
            <Subtitle2 as="h3">{t('Input')}</Subtitle2>
            <div className={styles.text}>{result.input}</div>
            <Subtitle2 as="h3">{t('Expected output')}</Subtitle2>
            <div className={styles.text}>{result.expectedOutput || t('(none)')}</div>
            <Subtitle2 as="h3">{t('Answer')}</Subtitle2>
            <div className={styles.text}>{result.actualOutput ?? t('(none)')}</div>
            {result.error && (
              <>
                <Subtitle2 as="h3">{t('Error')}</Subtitle2>
                <div className={styles.text}>{result.error}</div>
              </>
            )}
            {result.verdicts.length > 0 && <Subtitle2 as="h3">{t('Evaluators')}</Subtitle2>}
            {result.verdicts.map((v) => (
              <div key={v.id} className={styles.verdict}>
                <Badge appearance="tint" color={v.pass ? 'success' : 'danger'}>
                  {v.pass ? t('pass') : t('fail')}
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
                {t('Open the execution trace')}
              </Link>
            )}
          </DrawerBody>
        </>
      )}
    </OverlayDrawer>
  );
}
