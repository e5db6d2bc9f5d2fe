import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowSync20Regular, Delete20Regular, History24Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Available } from '../../../host/web/access/Available.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { dateRange } from '../common/dateRange.ts';
import { executionTotals, formatDuration } from '../common/executionTotals.ts';
import type { Execution } from '../common/executionTypes.ts';
import { parseExecutionData } from '../common/parseExecutionData.ts';
import { ExecutionFilters, type FilterValues, NO_FILTERS } from './ExecutionFilters.tsx';
import { executionsApi } from './executionsApi.ts';
import { Pager } from '../../../host/web/components/Pager.tsx';
import { QueueStatus } from './QueueStatus.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

const PAGE_SIZE = 12;

/** Wall time of a listed run; a dash when its record cannot be read. */
function runDuration(e: Execution): string {
  try {
    return formatDuration(executionTotals(parseExecutionData(e.executionData)).durationMs);
  } catch {
    return '–';
  }
}

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flex: 1 },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  emptyIcon: { fontSize: '48px' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** /executions: the workspace's agent-flow runs, filtered and paged, deletable one or many at once. */
export default function ExecutionsPage() {
  const t = useT();
  const styles = useStyles();
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ data: Execution[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [flows, setFlows] = useState<{ id: string; name: string }[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  useEffect(() => {
    const ac = new AbortController();
    executionsApi
      .agentflows(ac.signal)
      .then(setFlows)
      .catch(() => setFlows([]));
    return () => ac.abort();
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoading(true);
      setLoadError(null);
      try {
        const r = await executionsApi.list(
          {
            agentflowId: filters.agentflowId,
            state: filters.state,
            sessionId: filters.sessionId.trim(),
            ...dateRange(filters.from, filters.to),
            page,
            limit: PAGE_SIZE,
          },
          signal,
        );
        setResult(r);
        setSelected((s) => new Set(r.data.filter((e) => s.has(e.id)).map((e) => e.id)));
      } catch (error) {
        if (!signal?.aborted) setLoadError(errorMessage(error));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [filters, page],
  );
  useEffect(() => {
    const ac = new AbortController();
    // Typing a session id should not send a request per key.
    const timer = setTimeout(() => void load(ac.signal), 250);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [load]);

  function changeFilters(next: FilterValues) {
    setFilters(next);
    setPage(1);
  }

  async function removeSelected() {
    const ids = [...selected];
    const ok = await confirm({
      title: t('Delete executions'),
      description:
        ids.length === 1
          ? t('Delete 1 execution? This cannot be undone.')
          : t('Delete {{n}} executions? This cannot be undone.', { n: ids.length }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-executions',
    });
    if (!ok) return;
    try {
      const r = await executionsApi.removeMany(ids);
      notify.success(
        r.deleted === 1 ? t('1 execution deleted') : t('{{n}} executions deleted', { n: r.deleted }),
      );
      setSelected(new Set());
      const left = (result?.total ?? 0) - r.deleted;
      const lastPage = Math.max(1, Math.ceil(left / PAGE_SIZE));
      if (page > lastPage) setPage(lastPage);
      else void load();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  const rows = result?.data ?? [];
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someChecked = rows.some((r) => selected.has(r.id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          {t('Executions')}
        </Title2>
        <Available permission="executions:delete">
          <Button icon={<Delete20Regular />} disabled={selected.size === 0} onClick={removeSelected}>
            {t('Delete selected')}
            {selected.size ? ` (${selected.size})` : ''}
          </Button>
        </Available>
        <Button icon={<ArrowSync20Regular />} onClick={() => void load()} aria-label={t('Refresh')}>
          {t('Refresh')}
        </Button>
      </div>
      <QueueStatus />
      <Card className={styles.card}>
        <ExecutionFilters value={filters} flows={flows} onChange={changeFilters} />
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>{t('Could not load executions: {{error}}', { error: loadError })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void load()}>{t('Retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {loading && !result && <Spinner label={t('Loading executions…')} />}
        {result && rows.length === 0 && (
          <div className={styles.empty}>
            <History24Regular className={styles.emptyIcon} aria-hidden />
            <Text>
              {filtered
                ? t('No execution matches these filters.')
                : t('No executions yet. Every run of an agentflow is recorded here.')}
            </Text>
          </div>
        )}
        {rows.length > 0 && (
          <Table aria-label={t('Executions')} aria-busy={loading}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell style={{ width: 44 }}>
                  <Checkbox
                    aria-label={t('Select all on this page')}
                    checked={allChecked ? true : someChecked ? 'mixed' : false}
                    onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map((r) => r.id)))}
                  />
                </TableHeaderCell>
                <TableHeaderCell>{t('Agentflow')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 130 }}>{t('State')}</TableHeaderCell>
                <TableHeaderCell>{t('Session')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 190 }}>{t('Started')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 110 }}>{t('Duration')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 190 }}>{t('Updated')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((e) => (
                <TableRow key={e.id} aria-selected={selected.has(e.id)}>
                  <TableCell>
                    <Checkbox
                      aria-label={t('Select execution {{id}}', { id: e.id })}
                      checked={selected.has(e.id)}
                      onChange={() => toggle(e.id)}
                    />
                  </TableCell>
                  <TableCell>
                    <Link href={`/executions/${e.id}`} className={styles.link}>
                      {e.agentflowName ?? t('Deleted flow')}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusBadge status={e.state} />
                  </TableCell>
                  <TableCell>
                    <TableCellLayout truncate className={styles.mono} title={e.sessionId}>
                      {e.sessionId}
                    </TableCellLayout>
                  </TableCell>
                  <TableCell>{new Date(e.createdDate).toLocaleString()}</TableCell>
                  <TableCell>{runDuration(e)}</TableCell>
                  <TableCell>{new Date(e.updatedDate).toLocaleString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {result && result.total > 0 && (
          <Pager page={page} pageSize={PAGE_SIZE} total={result.total} onPage={setPage} />
        )}
      </Card>
    </div>
  );
}
