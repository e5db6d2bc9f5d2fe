import {
  Badge,
  Button,
  Caption1,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Board24Regular } from '@fluentui/react-icons';
import { Suspense, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { lazyNamed } from '../../../host/web/components/lazyNamed.ts';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { FigureCard } from '../../../host/web/components/FigureCard.tsx';
import { Card } from '../../../host/web/theme/Card.tsx';
import { DASHBOARD_RANGES, type Dashboard, type DashboardRange } from '../common/dashboardTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './dashboardMessages.ts';

const DashboardCharts = lazyNamed(() => import('./DashboardCharts.tsx'), 'DashboardCharts');

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  figure: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  card: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  empty: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
  },
  emptyIcon: { fontSize: '48px', width: '48px', height: '48px', color: tokens.colorNeutralForeground3 },
});

const STATE_COLOR: Record<string, 'success' | 'danger' | 'warning' | 'informative' | 'brand'> = {
  FINISHED: 'success',
  ERROR: 'danger',
  TIMEOUT: 'danger',
  TERMINATED: 'warning',
  STOPPED: 'informative',
  INPROGRESS: 'brand',
};

const ratio = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '–');

/** /dashboard: the workspace over the last 7, 30 or 90 days. */
export default function DashboardPage() {
  const t = useT();
  const styles = useStyles();
  const [days, setDays] = useState<DashboardRange>(7);
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setData(null);
    http.get<Dashboard>('/dashboard', { query: { days } }).then(
      (d) => live && setData(d),
      (err) => live && setError(errorMessage(err)),
    );
    return () => {
      live = false;
    };
  }, [days]);

  const totals = data?.totals;
  const quiet = totals && !totals.predictions && !totals.executions;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title2 as="h1">{t('Dashboard')}</Title2>
        <span className={styles.grow} />
        <TabList
          selectedValue={String(days)}
          onTabSelect={(_e, d) => setDays(Number(d.value) as DashboardRange)}
          aria-label={t('Period')}
        >
          {DASHBOARD_RANGES.map((n) => (
            <Tab key={n} value={String(n)}>
              {t('Last {{n}} days', { n })}
            </Tab>
          ))}
        </TabList>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('Could not load the dashboard: {{error}}', { error })}</MessageBarBody>
        </MessageBar>
      )}
      {!data || !totals ? (
        !error && <Spinner label={t('Loading the dashboard')} />
      ) : (
        <>
          <div className={styles.figures}>
            <FigureCard
              label={t('Answers')}
              value={totals.predictions.toLocaleString()}
              note={t('chat, API and embed')}
            />
            <FigureCard
              label={t('Executions')}
              value={totals.executions.toLocaleString()}
              note={t('agent-flow runs')}
            />
            <FigureCard
              label={t('Error rate')}
              value={ratio(totals.errors, totals.executions)}
              note={t('{{n}} failed runs', { n: totals.errors })}
            />
            <FigureCard
              label={t('Tokens')}
              value={totals.tokens.toLocaleString()}
              note={
                totals.costUsd === null
                  ? t('no priced model usage')
                  : `$${totals.costUsd.toFixed(totals.costUsd < 1 ? 4 : 2)}`
              }
            />
            <FigureCard
              label={t('Feedback')}
              value={ratio(totals.feedback.up, totals.feedback.up + totals.feedback.down)}
              note={t('{{up}} up, {{down}} down', { up: totals.feedback.up, down: totals.feedback.down })}
            />
          </div>
          {quiet ? (
            <Card className={styles.empty}>
              <Board24Regular className={styles.emptyIcon} aria-hidden />
              <Text>
                {t(
                  'Nothing ran in the last {{days}} days. Build a flow and talk to it, and its activity shows here.',
                  {
                    days,
                  },
                )}
              </Text>
              <Button appearance="primary" onClick={() => navigate('/agentflows')}>
                {t('Go to Agentflows')}
              </Button>
            </Card>
          ) : (
            <Suspense fallback={<Spinner label={t('Loading charts')} />}>
              <DashboardCharts data={data} />
            </Suspense>
          )}
          <Card className={styles.card}>
            <Subtitle2 as="h2">{t('Recent executions')}</Subtitle2>
            {data.recentExecutions.length === 0 ? (
              <Text className={styles.muted}>{t('No executions yet.')}</Text>
            ) : (
              <Table aria-label={t('Recent executions')} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('Flow')}</TableHeaderCell>
                    <TableHeaderCell style={{ width: 140 }}>{t('State')}</TableHeaderCell>
                    <TableHeaderCell style={{ width: 220 }}>{t('Started')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.recentExecutions.map((e) => (
                    <TableRow key={e.id}>
                      <TableCell>
                        <Link
                          href={`/executions/${e.id}`}
                          onClick={(ev) => {
                            ev.preventDefault();
                            navigate(`/executions/${e.id}`);
                          }}
                        >
                          {e.flowName}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Badge appearance="tint" color={STATE_COLOR[e.state] ?? 'informative'}>
                          {e.state}
                        </Badge>
                      </TableCell>
                      <TableCell>{new Date(e.createdDate).toLocaleString()}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {data.usageSample.of > data.usageSample.read && (
              <Caption1 className={styles.muted}>
                {t('Tokens and cost are read from the latest {{read}} of {{of}} executions of the period.', {
                  read: data.usageSample.read.toLocaleString(),
                  of: data.usageSample.of.toLocaleString(),
                })}
              </Caption1>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
