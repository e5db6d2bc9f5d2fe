import {
  Button,
  Checkbox,
  makeStyles,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  Add20Regular,
  ArrowDown20Regular,
  ArrowDownload20Regular,
  ArrowLeft20Regular,
  ArrowUp20Regular,
  ArrowUpload20Regular,
  Delete20Regular,
  Edit20Regular,
  Table24Regular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { Available } from '../../../host/web/access/Available.tsx';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { DatasetRow, DatasetRowsPage as RowsPage } from '../common/evaluationTypes.ts';
import { CsvImportDialog } from './CsvImportDialog.tsx';
import { datasetsApi, type RowInput } from './evaluationsApi.ts';
import { Pager } from '../../../host/web/components/Pager.tsx';
import { RowDialog } from './RowDialog.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const LIMIT = 50;
const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: '6em', overflow: 'hidden' },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '2px' },
});

/** /dataset_rows/{id}: a dataset's rows, paged on the server, with editing, ordering and CSV in and out. */
export default function DatasetRowsPage() {
  const t = useT();
  const styles = useStyles();
  const list = useListPageStyles();
  const { id = '' } = useParams<{ id: string }>();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [data, setData] = useState<RowsPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<DatasetRow | 'new' | null>(null);
  const [uploading, setUploading] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      setData(await datasetsApi.rows(id, { page, limit: LIMIT, ...(search.trim() ? { search } : {}) }));
    } catch (err) {
      setError(errorMessage(err));
    }
  }, [id, page, search]);
  useEffect(() => {
    void load();
  }, [load]);

  const rows = data?.rows ?? [];
  const dataset = data?.dataset;

  async function saveRow(value: RowInput) {
    if (editing === 'new') await datasetsApi.addRows(id, [value]);
    else if (editing) await datasetsApi.updateRow(editing.id, value);
    setEditing(null);
    await load();
  }

  async function removeRows(ids: string[]) {
    const ok = await confirm({
      title: ids.length === 1 ? t('Delete row') : t('Delete {{n}} rows', { n: ids.length }),
      description:
        ids.length === 1
          ? t('Delete this row from the dataset?')
          : t('Delete these {{n}} rows from the dataset?', { n: ids.length }),
      confirmButtonName: t('Delete'),
    });
    if (!ok) return;
    try {
      await datasetsApi.removeRows(id, ids);
      setSelected(new Set());
      await load();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  /** Swaps a row with its neighbour, fetching it from the next or previous page at a page edge. */
  async function move(index: number, by: -1 | 1) {
    const row = rows[index];
    if (!row) return;
    try {
      let other = rows[index + by];
      if (!other) {
        const at = (page - 1) * LIMIT + index + by; // 0-based position of the neighbour
        other = (await datasetsApi.rows(id, { page: at + 1, limit: 1 })).rows[0];
      }
      if (!other) return;
      await datasetsApi.reorder(id, [
        { id: row.id, sequenceNo: other.sequenceNo },
        { id: other.id, sequenceNo: row.sequenceNo },
      ]);
      await load();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  async function download() {
    try {
      const blob = await datasetsApi.csv(id);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${dataset?.name ?? 'dataset'}.csv`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  const toggle = (rowId: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const position = (i: number) => (page - 1) * LIMIT + i + 1;
  const total = data?.total ?? 0;

  return (
    <>
      <ListPageFrame
        title={dataset?.name ?? t('Dataset')}
        noun={t('rows')}
        loaded={data !== null}
        error={error}
        onRetry={() => void load()}
        empty={dataset?.rowCount === 0}
        emptyIcon={<Table24Regular />}
        emptyText={t(
          'No rows yet. Add rows one by one or upload a CSV file with a question and an expected answer per line.',
        )}
        above={
          <div className={styles.head}>
            <Button
              appearance="subtle"
              icon={<ArrowLeft20Regular />}
              aria-label={t('Back to datasets')}
              onClick={() => navigate('/datasets')}
            />
            <Text className={list.muted}>
              {dataset?.description ? `${dataset.description} · ` : ''}
              {dataset ? t('{{n}} rows', { n: dataset.rowCount.toLocaleString() }) : ''}
            </Text>
          </div>
        }
        actions={
          <>
            <SearchBox
              placeholder={t('Search rows')}
              aria-label={t('Search rows')}
              value={search}
              onChange={(_e, d) => {
                setSearch(d.value);
                setPage(1);
              }}
            />
            {selected.size > 0 && (
              <Available permission="datasets:delete,datasets:update">
                <Button icon={<Delete20Regular />} onClick={() => void removeRows([...selected])}>
                  {t('Delete {{n}}', { n: selected.size })}
                </Button>
              </Available>
            )}
            <Button
              icon={<ArrowDownload20Regular />}
              onClick={() => void download()}
              disabled={!dataset?.rowCount}
            >
              {t('Download CSV')}
            </Button>
            <Available permission="datasets:create,datasets:update">
              <Button icon={<ArrowUpload20Regular />} onClick={() => setUploading(true)}>
                {t('Upload CSV')}
              </Button>
              <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing('new')}>
                {t('Add row')}
              </Button>
            </Available>
          </>
        }
      >
        {data === null ? (
          <Spinner label={t('Loading rows')} />
        ) : rows.length === 0 ? (
          <Text className={list.muted}>{t("No row matches '{{search}}'.", { search })}</Text>
        ) : (
          <>
            <Table aria-label={t('Dataset rows')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell style={{ width: 44 }}>
                    <Checkbox
                      aria-label={t('Select all rows on this page')}
                      checked={allOnPage}
                      onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.id)))}
                    />
                  </TableHeaderCell>
                  <TableHeaderCell style={{ width: 60 }}>#</TableHeaderCell>
                  <TableHeaderCell>{t('Input')}</TableHeaderCell>
                  <TableHeaderCell>{t('Expected output')}</TableHeaderCell>
                  <TableHeaderCell style={{ width: 180 }}>{t('Metadata')}</TableHeaderCell>
                  <TableHeaderCell style={{ width: 150 }}>{t('Actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r, i) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      <Checkbox
                        aria-label={t('Select row {{n}}', { n: position(i) })}
                        checked={selected.has(r.id)}
                        onChange={() => toggle(r.id)}
                      />
                    </TableCell>
                    <TableCell>{position(i)}</TableCell>
                    <TableCell>
                      <div className={styles.text}>{r.input}</div>
                    </TableCell>
                    <TableCell>
                      <div className={styles.text}>{r.expectedOutput}</div>
                    </TableCell>
                    <TableCell className={styles.meta}>
                      {Object.entries(r.metadata)
                        .map(([k, v]) => `${k}: ${v}`)
                        .join(', ')}
                    </TableCell>
                    <TableCell>
                      <Available permission="datasets:update">
                        <div className={styles.actions}>
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<ArrowUp20Regular />}
                            aria-label={t('Move row {{n}} up', { n: position(i) })}
                            disabled={position(i) === 1 || Boolean(search)}
                            onClick={() => void move(i, -1)}
                          />
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<ArrowDown20Regular />}
                            aria-label={t('Move row {{n}} down', { n: position(i) })}
                            disabled={position(i) === total || Boolean(search)}
                            onClick={() => void move(i, 1)}
                          />
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<Edit20Regular />}
                            aria-label={t('Edit row {{n}}', { n: position(i) })}
                            onClick={() => setEditing(r)}
                          />
                          <Button
                            size="small"
                            appearance="subtle"
                            icon={<Delete20Regular />}
                            aria-label={t('Delete row {{n}}', { n: position(i) })}
                            onClick={() => void removeRows([r.id])}
                          />
                        </div>
                      </Available>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager
              page={page}
              pageSize={LIMIT}
              total={total}
              label={t('{{noun}} pages', { noun: t('Rows') })}
              hideSinglePage
              onPage={setPage}
            />
          </>
        )}
      </ListPageFrame>
      <RowDialog
        open={editing !== null}
        row={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSubmit={saveRow}
      />
      <CsvImportDialog
        open={uploading}
        datasetId={id}
        onClose={() => setUploading(false)}
        onImported={(n) => {
          setUploading(false);
          notify.success(t('Added {{n}} rows', { n: n.toLocaleString() }));
          void load();
        }}
      />
    </>
  );
}
