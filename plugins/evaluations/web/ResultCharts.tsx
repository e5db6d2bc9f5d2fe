import { HorizontalBarChart, VerticalBarChart } from '@fluentui/react-charts';
import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { EvaluationSummary } from '../common/evaluationTypes.ts';
import { formatLatency, formatRate, formatUsd } from '../common/formatRun.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '260px',
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * The charts of a run: pass rate per evaluator, the latency distribution and cost per flow. Its
 * own module so the charting library loads only with this page's charts (React.lazy).
 */
export function ResultCharts({ summary }: { summary: EvaluationSummary }) {
  const t = useT();
  const styles = useStyles();
  const judged = summary.perEvaluator.filter((e) => e.passed + e.failed > 0);
  return (
    <div className={styles.grid}>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('Pass rate per evaluator')}</Subtitle2>
        {judged.length ? (
          <HorizontalBarChart
            data={judged.map((e) => ({
              chartTitle: `${e.name}: ${formatRate(e.passRate)}`,
              chartData: [
                {
                  legend: e.name,
                  horizontalBarChartdata: { x: e.passed, total: e.passed + e.failed },
                  color: tokens.colorPaletteGreenBackground3,
                  xAxisCalloutData: e.name,
                  yAxisCalloutData: t('{{passed}} of {{total}} passed', {
                    passed: e.passed,
                    total: e.passed + e.failed,
                  }),
                },
              ],
            }))}
          />
        ) : (
          <span className={styles.empty}>{t('No evaluator has judged a row yet.')}</span>
        )}
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('Latency distribution')}</Subtitle2>
        {summary.latencyBuckets.length ? (
          <VerticalBarChart
            height={200}
            data={summary.latencyBuckets.map((b) => ({
              x: formatLatency(b.fromMs),
              y: b.count,
              color: tokens.colorBrandBackground,
              xAxisCalloutData: `${formatLatency(b.fromMs)} – ${formatLatency(b.toMs)}`,
              yAxisCalloutData: t('{{n}} rows', { n: b.count }),
            }))}
            hideLegend
          />
        ) : (
          <span className={styles.empty}>{t('No row has run yet.')}</span>
        )}
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('Cost per flow')}</Subtitle2>
        {summary.perFlow.some((f) => f.costUsd > 0) ? (
          <VerticalBarChart
            height={200}
            data={summary.perFlow.map((f) => ({
              x: f.name,
              y: f.costUsd,
              color: tokens.colorPaletteBerryBackground3,
              yAxisCalloutData: formatUsd(f.costUsd),
            }))}
            hideLegend
          />
        ) : (
          <span className={styles.empty}>
            {summary.totalTokens > 0
              ? t('No cost to show: the price table has no price for the models these flows used.')
              : t('No model usage recorded yet.')}
          </span>
        )}
      </Card>
    </div>
  );
}
