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
import { Pager } from './Pager.tsx';
import { ResultDrawer, STATUS_COLOR } from './ResultDrawer.tsx';

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
    [ALL]: 'All rows',
    passed: 'Passed',
    failed: 'Failed',
    error: 'Errors',
    pending: 'Not run yet',
  };

  return (
    <>
      <div className={styles.filters}>
        <Dropdown
          aria-label="Filter by status"
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
            aria-label="Filter by flow"
            value={flowId === ALL ? 'All flows' : flowName(flowId)}
            selectedOptions={[flowId]}
            onOptionSelect={filter(setFlowId)}
          >
            <Option value={ALL}>All flows</Option>
            {evaluation.flows.map((f) => (
              <Option key={f.id} value={f.id}>
                {f.name}
              </Option>
            ))}
          </Dropdown>
        )}
        <SearchBox
          placeholder="Search input and answers"
          aria-label="Search results"
          value={search}
          onChange={(_e, d) => {
            setSearch(d.value);
            setPage(1);
          }}
        />
      </div>
      {error && <Text>{error}</Text>}
      {!data ? (
        <Spinner label="Loading results" />
      ) : data.results.length === 0 ? (
        <Text>No row matches.</Text>
      ) : (
        <Table aria-label="Results" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 50 }}>#</TableHeaderCell>
              {evaluation.flows.length > 1 && <TableHeaderCell style={{ width: 150 }}>Flow</TableHeaderCell>}
              <TableHeaderCell>Input</TableHeaderCell>
              <TableHeaderCell>Expected</TableHeaderCell>
              <TableHeaderCell>Answer</TableHeaderCell>
              <TableHeaderCell style={{ width: 160 }}>Evaluators</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>Latency</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>Cost</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>Result</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.results.map((r) => (
              <TableRow
                key={r.id}
                className={styles.row}
                tabIndex={0}
                aria-label={`Row ${r.sequenceNo} on ${flowName(r.flowId)}: ${r.status}`}
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
                    {r.status}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && <Pager page={page} limit={LIMIT} total={data.total} noun="Rows" onPage={setPage} />}
      <ResultDrawer
        result={open}
        flowName={open ? flowName(open.flowId) : ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
