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
import { lazy, Suspense, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { FigureCard } from '../../../host/web/components/FigureCard.tsx';
import { Card } from '../../../host/web/theme/Card.tsx';
import { DASHBOARD_RANGES, type Dashboard, type DashboardRange } from '../common/dashboardTypes.ts';

const DashboardCharts = lazy(() => import('./DashboardCharts.tsx'));

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

  const t = data?.totals;
  const quiet = t && !t.predictions && !t.executions;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title2 as="h1">Dashboard</Title2>
        <span className={styles.grow} />
        <TabList
          selectedValue={String(days)}
          onTabSelect={(_e, d) => setDays(Number(d.value) as DashboardRange)}
          aria-label="Period"
        >
          {DASHBOARD_RANGES.map((n) => (
            <Tab key={n} value={String(n)}>
              {`Last ${n} days`}
            </Tab>
          ))}
        </TabList>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>Could not load the dashboard: {error}</MessageBarBody>
        </MessageBar>
      )}
      {!data || !t ? (
        !error && <Spinner label="Loading the dashboard" />
      ) : (
        <>
          <div className={styles.figures}>
            <FigureCard label="Answers" value={t.predictions.toLocaleString()} note="chat, API and embed" />
            <FigureCard label="Executions" value={t.executions.toLocaleString()} note="agent-flow runs" />
            <FigureCard
              label="Error rate"
              value={ratio(t.errors, t.executions)}
              note={`${t.errors} failed runs`}
            />
            <FigureCard
              label="Tokens"
              value={t.tokens.toLocaleString()}
              note={
                t.costUsd === null ? 'no priced model usage' : `$${t.costUsd.toFixed(t.costUsd < 1 ? 4 : 2)}`
              }
            />
            <FigureCard
              label="Feedback"
              value={ratio(t.feedback.up, t.feedback.up + t.feedback.down)}
              note={`${t.feedback.up} up, ${t.feedback.down} down`}
            />
          </div>
          {quiet ? (
            <Card className={styles.empty}>
              <Board24Regular className={styles.emptyIcon} aria-hidden />
              <Text>
                Nothing ran in the last {days} days. Build a flow and talk to it, and its activity shows here.
              </Text>
              <Button appearance="primary" onClick={() => navigate('/agentflows')}>
                Go to Agentflows
              </Button>
            </Card>
          ) : (
            <Suspense fallback={<Spinner label="Loading charts" />}>
              <DashboardCharts data={data} />
            </Suspense>
          )}
          <Card className={styles.card}>
            <Subtitle2 as="h2">Recent executions</Subtitle2>
            {data.recentExecutions.length === 0 ? (
              <Text className={styles.muted}>No executions yet.</Text>
            ) : (
              <Table aria-label="Recent executions" size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Flow</TableHeaderCell>
                    <TableHeaderCell style={{ width: 140 }}>State</TableHeaderCell>
                    <TableHeaderCell style={{ width: 220 }}>Started</TableHeaderCell>
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
                Tokens and cost are read from the latest {data.usageSample.read.toLocaleString()} of{' '}
                {data.usageSample.of.toLocaleString()} executions of the period.
              </Caption1>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
