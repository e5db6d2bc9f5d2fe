import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { EXPORT_SETS, type ImportResult, SET_LABELS } from '../common/exportTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './exportImportMessages.ts';

const useStyles = makeStyles({
  number: { width: '88px' },
  why: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The sets the file had rows in, in the file's order. */
function reportedSets(result: ImportResult) {
  return EXPORT_SETS.filter((s) => (result.imported[s] ?? 0) + (result.skipped[s] ?? 0) > 0);
}

/** What an import did, one row per set: imported, skipped and why, and what was converted. */
export function ImportReportView({ result }: { result: ImportResult }) {
  const t = useT();
  const styles = useStyles();
  const sets = reportedSets(result);
  if (!sets.length) return <Text>{t('The file held no rows to import.')}</Text>;
  return (
    <Table size="small" aria-label={t('Import report')} data-testid="import-report">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('Data')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('Imported')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('Skipped')}</TableHeaderCell>
          <TableHeaderCell>{t('Details')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sets.map((set) => {
          const reasons = Object.entries(result.reasons[set] ?? {});
          const notes = result.notes[set] ?? [];
          return (
            <TableRow key={set}>
              <TableCell>{t(SET_LABELS[set])}</TableCell>
              <TableCell className={styles.number}>{result.imported[set] ?? 0}</TableCell>
              <TableCell className={styles.number}>{result.skipped[set] ?? 0}</TableCell>
              <TableCell>
                {reasons.length + notes.length > 0 && (
                  <ul className={styles.list}>
                    {reasons.map(([why, n]) => (
                      <li key={why} className={styles.why}>
                        {t('{{n}} skipped: {{why}}', { n, why })}
                      </li>
                    ))}
                    {notes.map((note) => (
                      <li key={note} className={styles.why}>
                        {note}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
