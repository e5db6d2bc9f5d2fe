import {
  Body1,
  Checkbox,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { type CsvMapping, guessMapping, mapRecords, type ParsedCsv, parseCsv } from '../common/datasetCsv.ts';
import { datasetsApi } from './evaluationsApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '860px', width: '90vw' },
  mapping: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  preview: { maxHeight: '220px', overflow: 'auto' },
  cell: { maxWidth: '260px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Rows sent per request: a large file goes in several, with a progress bar. */
const BATCH = 1000;
const NONE = '(none)';

export interface CsvImportDialogProps {
  open: boolean;
  datasetId: string;
  onClose(): void;
  onImported(added: number): void;
}

/** Reads a CSV file, lets the user map its columns (with a preview), then adds its rows in batches. */
export function CsvImportDialog({ open, datasetId, onClose, onImported }: CsvImportDialogProps) {
  const t = useT();
  const styles = useStyles();
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<CsvMapping | null>(null);
  const [keepOthers, setKeepOthers] = useState(true);
  const [sent, setSent] = useState<number | null>(null);
  const saving = useSaving();
  useEffect(() => {
    if (!open) return;
    setCsv(null);
    setMapping(null);
    setSent(null);
  }, [open]);

  async function read(file: File | undefined) {
    if (!file) return;
    const parsed = parseCsv(await file.text());
    setCsv(parsed);
    setMapping(guessMapping(parsed.headers));
  }

  const mapped = useMemo(
    () =>
      csv && mapping
        ? mapRecords(csv.records, { ...mapping, metadata: keepOthers ? mapping.metadata : [] })
        : null,
    [csv, mapping, keepOthers],
  );
  const setColumn = (key: 'input' | 'expectedOutput', value: string) =>
    setMapping((m) => {
      if (!m || !csv) return m;
      const next = { ...m, [key]: value === NONE ? null : value } as CsvMapping;
      next.metadata = csv.headers.filter((h) => h !== next.input && h !== next.expectedOutput);
      return next;
    });

  async function importRows() {
    const rows = mapped?.rows ?? [];
    setSent(0);
    for (let i = 0; i < rows.length; i += BATCH) {
      await datasetsApi.addRows(datasetId, rows.slice(i, i + BATCH));
      setSent(Math.min(rows.length, i + BATCH));
    }
    onImported(rows.length);
  }

  return (
    <FormDialog
      open={open}
      title={t('Upload CSV')}
      onClose={onClose}
      surfaceClassName={styles.surface}
      error={
        saving.failure ??
        (csv?.errors.length
          ? t('Some lines could not be read: {{errors}}', { errors: csv.errors.join('; ') })
          : null)
      }
      busy={saving.busy}
      submitDisabled={!mapped?.rows.length}
      submitLabel={mapped ? t('Add {{n}} rows', { n: mapped.rows.length.toLocaleString() }) : t('Add rows')}
      busyLabel={t('Adding…')}
      onSubmit={() => void saving.run(importRows)}
    >
      <Field
        label={t('CSV file')}
        hint={t('A header line, then one row per line: a question column and an expected answer column')}
      >
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label={t('CSV file')}
          onChange={(e) => void read(e.target.files?.[0])}
        />
      </Field>
      {csv && mapping && (
        <>
          <div className={styles.mapping}>
            <Field label={t('Input column')}>
              <Dropdown
                value={mapping.input}
                selectedOptions={[mapping.input]}
                onOptionSelect={(_e, d) => setColumn('input', d.optionValue ?? '')}
              >
                {csv.headers.map((h) => (
                  <Option key={h}>{h}</Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('Expected output column')}>
              <Dropdown
                value={mapping.expectedOutput ?? t(NONE)}
                selectedOptions={[mapping.expectedOutput ?? NONE]}
                onOptionSelect={(_e, d) => setColumn('expectedOutput', d.optionValue ?? NONE)}
              >
                {[NONE, ...csv.headers.filter((h) => h !== mapping.input)].map((h) => (
                  <Option key={h} value={h}>
                    {h === NONE ? t(NONE) : h}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </div>
          {mapping.metadata.length > 0 && (
            <Checkbox
              checked={keepOthers}
              onChange={(_e, d) => setKeepOthers(Boolean(d.checked))}
              label={t('Keep the other columns as metadata ({{columns}})', {
                columns: mapping.metadata.join(', '),
              })}
            />
          )}
          <Body1>
            {mapped?.skipped
              ? t('{{n}} rows to add; {{skipped}} without input are left out. The first ones:', {
                  n: mapped.rows.length.toLocaleString(),
                  skipped: mapped.skipped,
                })
              : t('{{n}} rows to add. The first ones:', { n: mapped?.rows.length.toLocaleString() })}
          </Body1>
          <div className={styles.preview}>
            <Table size="small" aria-label={t('CSV preview')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('Input')}</TableHeaderCell>
                  <TableHeaderCell>{t('Expected output')}</TableHeaderCell>
                  <TableHeaderCell>{t('Metadata')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {mapped?.rows.slice(0, 5).map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed preview
                  <TableRow key={i}>
                    <TableCell className={styles.cell}>{r.input}</TableCell>
                    <TableCell className={styles.cell}>{r.expectedOutput}</TableCell>
                    <TableCell className={styles.cell}>
                      {Object.entries(r.metadata)
                        .map(([k, v]) => `${k}: ${v}`)
                        .join(', ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
      {sent !== null && mapped && (
        <Field
          label={t('Added {{sent}} of {{total}}', {
            sent: sent.toLocaleString(),
            total: mapped.rows.length.toLocaleString(),
          })}
        >
          <ProgressBar value={mapped.rows.length ? sent / mapped.rows.length : 1} />
        </Field>
      )}
      {csv && !csv.headers.length && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('The file has no header line.')}</MessageBarBody>
        </MessageBar>
      )}
    </FormDialog>
  );
}
