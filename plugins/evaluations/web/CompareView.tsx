import {
  Badge,
  makeStyles,
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
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { Change, RunComparison } from '../common/compareRuns.ts';
import type { Evaluation } from '../common/evaluationTypes.ts';
import { evaluationsApi } from './evaluationsApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const useStyles = makeStyles({
  counts: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  clip: { maxHeight: '4.5em', overflow: 'hidden', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

const LABEL: Record<Change, string> = {
  fixed: 'now passes',
  broke: 'now fails',
  output: 'answer changed',
  same: 'unchanged',
  added: 'new row',
  removed: 'row gone',
};
const COLOR = {
  fixed: 'success',
  broke: 'danger',
  output: 'warning',
  same: 'subtle',
  added: 'informative',
  removed: 'informative',
} as const;

/** This run against an earlier version, row by row: what now passes, fails or answers differently. */
export function CompareView({
  evaluation,
  otherId,
  otherVersion,
}: {
  evaluation: Evaluation;
  otherId: string;
  otherVersion: number;
}) {
  const t = useT();
  const styles = useStyles();
  const [data, setData] = useState<RunComparison | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setData(null);
    evaluationsApi.compare(evaluation.id, otherId).then(setData, (err) => setError(errorMessage(err)));
  }, [evaluation.id, otherId]);
  if (error) return <Text>{error}</Text>;
  if (!data) return <Spinner label={t('Comparing')} />;
  const changed = data.rows.filter((r) => r.change !== 'same');
  const flowName = (id: string) => evaluation.flows.find((f) => f.id === id)?.name ?? id;
  return (
    <>
      <div className={styles.counts}>
        {(Object.keys(LABEL) as Change[]).map((c) => (
          <Badge key={c} appearance="tint" color={COLOR[c]}>
            {data.counts[c]} {t(LABEL[c])}
          </Badge>
        ))}
      </div>
      {changed.length === 0 ? (
        <Text>{t('Every row answers as in version {{version}}.', { version: otherVersion })}</Text>
      ) : (
        <Table aria-label={t('Changes since version {{version}}', { version: otherVersion })} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 50 }}>#</TableHeaderCell>
              <TableHeaderCell style={{ width: 130 }}>{t('Change')}</TableHeaderCell>
              <TableHeaderCell>{t('Input')}</TableHeaderCell>
              <TableHeaderCell>{t('Version {{version}}', { version: otherVersion })}</TableHeaderCell>
              <TableHeaderCell>{t('Version {{version}}', { version: evaluation.version })}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changed.slice(0, 500).map((r) => (
              <TableRow key={r.key}>
                <TableCell>{r.sequenceNo}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={COLOR[r.change]}>
                    {t(LABEL[r.change])}
                  </Badge>
                  {evaluation.flows.length > 1 && <Text size={200}> {flowName(r.flowId)}</Text>}
                </TableCell>
                <TableCell>
                  <div className={styles.clip}>{r.input}</div>
                </TableCell>
                <TableCell>
                  <div className={styles.clip}>
                    {r.before ? `${t(r.before.status)}: ${r.before.actualOutput ?? ''}` : '–'}
                  </div>
                </TableCell>
                <TableCell>
                  <div className={styles.clip}>
                    {r.after ? `${t(r.after.status)}: ${r.after.actualOutput ?? ''}` : '–'}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
