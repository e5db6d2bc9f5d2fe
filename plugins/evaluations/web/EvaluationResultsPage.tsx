import type { TFunction } from 'i18next';
import {
  Button,
  Dropdown,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowLeft20Regular, Stop20Regular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { lazyNamed } from '../../../host/web/components/lazyNamed.ts';
import { Available } from '../../../host/web/access/Available.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { Evaluation } from '../common/evaluationTypes.ts';
import { CompareView } from './CompareView.tsx';
import { type EvaluationVersion, evaluationsApi, type Outdated } from './evaluationsApi.ts';
import { ResultsTable } from './ResultsTable.tsx';
import { RunStatus } from './RunStatus.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const ResultCharts = lazyNamed(() => import('./ResultCharts.tsx'), 'ResultCharts');

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  card: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

function outdatedText(o: Outdated, t: TFunction): string {
  const parts = [
    o.dataset.changed ? t("the dataset '{{name}}'", { name: o.dataset.name }) : '',
    ...o.flows.filter((f) => f.changed).map((f) => t("the flow '{{name}}'", { name: f.name })),
    ...o.evaluators.filter((e) => e.changed).map((e) => t("the evaluator '{{name}}'", { name: e.name })),
  ].filter(Boolean);
  return t('Changed since this run: {{parts}}. Run it again to measure them as they are now.', {
    parts: parts.join(', '),
  });
}

/** /evaluation_results/{id}: one run's figures, charts and rows, its versions and what changed between them. */
export default function EvaluationResultsPage() {
  const t = useT();
  const styles = useStyles();
  const { id = '' } = useParams<{ id: string }>();
  const [evaluation, setEvaluation] = useState<Evaluation | null>(null);
  const [versions, setVersions] = useState<EvaluationVersion[]>([]);
  const [outdated, setOutdated] = useState<Outdated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<'rows' | 'compare'>('rows');
  const [compareWith, setCompareWith] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  const load = useCallback(async () => {
    try {
      const [e, v, o] = await Promise.all([
        evaluationsApi.get(id),
        evaluationsApi.versions(id),
        evaluationsApi.outdated(id),
      ]);
      setEvaluation(e);
      setVersions(v);
      setOutdated(o);
      setError(null);
      setTick((t) => t + 1);
    } catch (err) {
      setError(errorMessage(err));
    }
  }, [id]);
  useEffect(() => {
    setEvaluation(null);
    setTab('rows');
    setCompareWith(null);
    void load();
  }, [load]);
  const live = evaluation?.status === 'pending' || evaluation?.status === 'running';
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void load(), 1500);
    return () => clearInterval(timer);
  }, [live, load]);

  async function again() {
    try {
      const next = await evaluationsApi.runAgain(id);
      notify.success(
        t("Running '{{name}}' again as version {{version}}", { name: next.name, version: next.version }),
      );
      navigate(`/evaluation_results/${next.id}`);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }
  async function stop() {
    try {
      await evaluationsApi.cancel(id);
      await load();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('Could not load the evaluation: {{error}}', { error })}</MessageBarBody>
      </MessageBar>
    );
  if (!evaluation) return <Spinner label={t('Loading evaluation')} />;
  const others = versions.filter((v) => v.id !== evaluation.id);
  const other =
    others.find((v) => v.id === compareWith) ??
    others.find((v) => v.version < evaluation.version) ??
    others[0];
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button
          appearance="subtle"
          icon={<ArrowLeft20Regular />}
          aria-label={t('Back to evaluations')}
          onClick={() => navigate('/evaluations')}
        />
        <Title2 as="h1">{evaluation.name}</Title2>
        <RunStatus evaluation={evaluation} />
        <Dropdown
          aria-label={t('Version')}
          value={t('Version {{version}}', { version: evaluation.version })}
          selectedOptions={[evaluation.id]}
          onOptionSelect={(_e, d) => d.optionValue && navigate(`/evaluation_results/${d.optionValue}`)}
        >
          {versions.map((v) => (
            <Option key={v.id} value={v.id} text={t('Version {{version}}', { version: v.version })}>
              {`${t('Version {{version}}', { version: v.version })} · ${new Date(v.runDate).toLocaleString()}`}
            </Option>
          ))}
        </Dropdown>
        <span className={styles.grow} />
        {live ? (
          <Available permission="evaluations:run,evaluations:update">
            <Button icon={<Stop20Regular />} onClick={() => void stop()}>
              {t('Stop')}
            </Button>
          </Available>
        ) : (
          <Available permission="evaluations:create,evaluations:run">
            <Button appearance="primary" icon={<ArrowClockwise20Regular />} onClick={() => void again()}>
              {t('Run again')}
            </Button>
          </Available>
        )}
      </div>
      <Text className={styles.muted}>
        {t("Dataset '{{dataset}}' on {{flows}} · {{n}} evaluators · run {{date}}", {
          dataset: evaluation.datasetName,
          flows: evaluation.flows.map((f) => f.name).join(', '),
          n: evaluation.evaluators.length,
          date: new Date(evaluation.runDate).toLocaleString(),
        })}
      </Text>
      {evaluation.error && (
        <MessageBar intent="error">
          <MessageBarBody>{evaluation.error}</MessageBarBody>
        </MessageBar>
      )}
      {outdated?.isOutdated && (
        <MessageBar intent="warning">
          <MessageBarBody>{outdatedText(outdated, t)}</MessageBarBody>
        </MessageBar>
      )}
      <SummaryCards summary={evaluation.summary} />
      <Suspense fallback={<Spinner label={t('Loading charts')} />}>
        <ResultCharts summary={evaluation.summary} />
      </Suspense>
      <Card className={styles.card}>
        <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as 'rows' | 'compare')}>
          <Tab value="rows">{t('Rows')}</Tab>
          <Tab value="compare" disabled={!others.length}>
            {t('Compare versions')}
          </Tab>
        </TabList>
        {tab === 'rows' && <ResultsTable evaluation={evaluation} refreshKey={tick} />}
        {tab === 'compare' && other && (
          <>
            <div className={styles.head}>
              <Subtitle2 as="h2">
                {t('Version {{version}} against', { version: evaluation.version })}
              </Subtitle2>
              <Dropdown
                aria-label={t('Compare with version')}
                value={t('Version {{version}}', { version: other.version })}
                selectedOptions={[other.id]}
                onOptionSelect={(_e, d) => setCompareWith(d.optionValue ?? null)}
              >
                {others.map((v) => (
                  <Option key={v.id} value={v.id} text={t('Version {{version}}', { version: v.version })}>
                    {t('Version {{version}}', { version: v.version })}
                  </Option>
                ))}
              </Dropdown>
            </div>
            <CompareView evaluation={evaluation} otherId={other.id} otherVersion={other.version} />
          </>
        )}
      </Card>
    </div>
  );
}
