import {
  Badge,
  Dropdown,
  makeStyles,
  Option,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { Evaluation, EvaluationResultsPage, EvaluationResult } from '../common/evaluationTypes.ts';
import { formatLatency, formatUsd } from '../common/formatRun.ts';
import { evaluationsApi } from './evaluationsApi.ts';
import { Pager } from '../../../host/web/components/Pager.tsx';
import { RESULT_STATES, ResultDrawer, STATUS_COLOR } from './ResultDrawer.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const LIMIT = 25;
const ALL = 'all';
const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  row: { cursor: 'pointer' },
  clip: { maxHeight: '4.5em', overflow: 'hidden', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  verdicts: { display: 'flex', gap: '2px', flexWrap: 'wrap' },
});

/** The run's rows, filtered by status, flow and text on the server; a row opens its details. */
export function ResultsTable({ evaluation, refreshKey }: { evaluation: Evaluation; refreshKey: number }) {
  const t = useT();
  const styles = useStyles();
  const [status, setStatus] = useState(ALL);
  const [flowId, setFlowId] = useState(ALL);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<EvaluationResultsPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<EvaluationResult | null>(null);
  const flowName = (id: string) => evaluation.flows.find((f) => f.id === id)?.name ?? id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey reloads while the run goes on
  useEffect(() => {
    let live = true;
    evaluationsApi
      .results(evaluation.id, {
        page,
        limit: LIMIT,
        ...(status !== ALL ? { status } : {}),
        ...(flowId !== ALL ? { flowId } : {}),
        ...(search.trim() ? { search } : {}),
      })
      .then((d) => {
        if (!live) return;
        setData(d);
        setError(null);
      })
      .catch((err) => {
        if (live) setError(errorMessage(err));
      });
    return () => {
      live = false;
    };
  }, [evaluation.id, page, status, flowId, search, refreshKey]);

  const filter = (set: (v: string) => void) => (_e: unknown, d: { optionValue?: string }) => {
    set(d.optionValue ?? ALL);
    setPage(1);
  };
  const statuses: Record<string, string> = {
    [ALL]: t('All rows'),
    passed: t('Passed'),
    failed: t('Failed'),
    error: t('Errors'),
    pending: t('Not run yet'),
  };

  return (
    <>
      <div className={styles.filters}>
        <Dropdown
          aria-label={t('Filter by status')}
          value={statuses[status]}
          selectedOptions={[status]}
          onOptionSelect={filter(setStatus)}
        >
          {Object.entries(statuses).map(([k, v]) => (
            <Option key={k} value={k}>
              {v}
            </Option>
          ))}
        </Dropdown>
        {evaluation.flows.length > 1 && (
          <Dropdown
            aria-label={t('Filter by flow')}
            value={flowId === ALL ? t('All flows') : flowName(flowId)}
            selectedOptions={[flowId]}
            onOptionSelect={filter(setFlowId)}
          >
            <Option value={ALL}>{t('All flows')}</Option>
            {evaluation.flows.map((f) => (
              <Option key={f.id} value={f.id}>
                {f.name}
              </Option>
            ))}
          </Dropdown>
        )}
        <SearchBox
          placeholder={t('Search input and answers')}
          aria-label={t('Search results')}
          value={search}
          onChange={(_e, d) => {
            setSearch(d.value);
            setPage(1);
          }}
        />
      </div>
      {error && <Text>{error}</Text>}
      {!data ? (
        <Spinner label={t('Loading results')} />
      ) : data.results.length === 0 ? (
        <Text>{t('No row matches.')}</Text>
      ) : (
        <Table aria-label={t('Results')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 50 }}>#</TableHeaderCell>
              {evaluation.flows.length > 1 && (
                <TableHeaderCell style={{ width: 150 }}>{t('Flow')}</TableHeaderCell>
              )}
              <TableHeaderCell>{t('Input')}</TableHeaderCell>
              <TableHeaderCell>{t('Expected')}</TableHeaderCell>
              <TableHeaderCell>{t('Answer')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 160 }}>{t('Evaluators')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>{t('Latency')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>{t('Cost')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>{t('Result')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.results.map((r) => (
              <TableRow
                key={r.id}
                className={styles.row}
                tabIndex={0}
                aria-label={t('Row {{n}} on {{flow}}: {{status}}', {
                  n: r.sequenceNo,
                  flow: flowName(r.flowId),
                  status: t(RESULT_STATES[r.status]),
                })}
                onClick={() => setOpen(r)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    setOpen(r);
                  }
                }}
              >
                <TableCell>{r.sequenceNo}</TableCell>
                {evaluation.flows.length > 1 && (
                  <TableCell>
                    <TableCellLayout truncate>{flowName(r.flowId)}</TableCellLayout>
                  </TableCell>
                )}
                <TableCell>
                  <div className={styles.clip}>{r.input}</div>
                </TableCell>
                <TableCell>
                  <div className={styles.clip}>{r.expectedOutput}</div>
                </TableCell>
                <TableCell>
                  <div className={styles.clip}>{r.error ?? r.actualOutput ?? ''}</div>
                </TableCell>
                <TableCell>
                  <div className={styles.verdicts}>
                    {r.verdicts.map((v) => (
                      <Badge
                        key={v.id}
                        size="small"
                        appearance="tint"
                        color={v.pass ? 'success' : 'danger'}
                        title={v.detail}
                      >
                        {v.name}
                      </Badge>
                    ))}
                  </div>
                </TableCell>
                <TableCell>{formatLatency(r.latencyMs)}</TableCell>
                <TableCell>{formatUsd(r.costUsd)}</TableCell>
                <TableCell>
                  <Badge appearance="filled" color={STATUS_COLOR[r.status]}>
                    {t(RESULT_STATES[r.status])}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && (
        <Pager
          page={page}
          pageSize={LIMIT}
          total={data.total}
          label={t('{{noun}} pages', { noun: t('Rows') })}
          hideSinglePage
          onPage={setPage}
        />
      )}
      <ResultDrawer
        result={open}
        flowName={open ? flowName(open.flowId) : ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
