import { HorizontalBarChart, LineChart, VerticalBarChart } from '@fluentui/react-charts';
import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { Dashboard } from '../common/dashboardTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './dashboardMessages.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '280px',
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

const usd = (n: number) => (n < 0.01 && n > 0 ? `$${n.toPrecision(2)}` : `$${n.toFixed(2)}`);

/** Activity, tokens and cost per day, and the busiest flows; a module of its own so the charts load lazily. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const t = useT();
  const styles = useStyles();
  const at = (date: string) => new Date(`${date}T00:00:00Z`);
  return (
    <div className={styles.grid}>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('Activity per day')}</Subtitle2>
        <LineChart
          height={230}
          data={{
            lineChartData: [
              {
                legend: t('Answers'),
                color: tokens.colorBrandBackground,
                data: data.perDay.map((d) => ({ x: at(d.date), y: d.predictions })),
              },
              {
                legend: t('Executions'),
                color: tokens.colorPaletteTealBackground2,
                data: data.perDay.map((d) => ({ x: at(d.date), y: d.executions })),
              },
              {
                legend: t('Errors'),
                color: tokens.colorPaletteRedBackground3,
                data: data.perDay.map((d) => ({ x: at(d.date), y: d.errors })),
              },
            ],
          }}
        />
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('Tokens per day')}</Subtitle2>
        {data.totals.tokens ? (
          <VerticalBarChart
            height={230}
            hideLegend
            data={data.perDay.map((d) => ({
              x: d.date.slice(5),
              y: d.tokens,
              color: tokens.colorPaletteBerryBackground3,
              xAxisCalloutData: d.date,
              yAxisCalloutData: `${t('{{n}} tokens', { n: d.tokens.toLocaleString() })}${d.costUsd ? `, ${usd(d.costUsd)}` : ''}`,
            }))}
          />
        ) : (
          <span className={styles.empty}>{t('No model usage recorded in this period.')}</span>
        )}
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">{t('Busiest flows')}</Subtitle2>
        {data.topFlows.length ? (
          <HorizontalBarChart
            data={data.topFlows.map((f) => ({
              chartTitle: f.name,
              chartData: [
                {
                  legend: f.name,
                  horizontalBarChartdata: {
                    x: f.predictions,
                    total: data.topFlows[0]?.predictions ?? f.predictions,
                  },
                  color: tokens.colorBrandBackground,
                  yAxisCalloutData: t('{{n}} answers', { n: f.predictions }),
                },
              ],
            }))}
          />
        ) : (
          <span className={styles.empty}>{t('No flow answered in this period.')}</span>
        )}
      </Card>
    </div>
  );
}
