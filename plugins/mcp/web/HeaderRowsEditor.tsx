import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { HeaderRow } from '../common/headerRows.ts';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '1fr 1.4fr auto', gap: tokens.spacingHorizontalS },
  add: { alignSelf: 'flex-start' },
});

/** Headers sent with every request to the server: name and (hidden) value per row. */
export function HeaderRowsEditor({
  rows,
  onChange,
}: {
  rows: HeaderRow[];
  onChange(rows: HeaderRow[]): void;
}) {
  const styles = useStyles();
  const t = useT();
  const set = (i: number, patch: Partial<HeaderRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Field
      label={t('Headers')}
      hint={t(
        'Sent with every request, e.g. Authorization: Bearer <token>. Values are stored encrypted and never shown again.',
      )}
    >
      <div className={styles.rows}>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div className={styles.row} key={i}>
            <Input
              aria-label={t('Header name')}
              placeholder={t('Header name')}
              value={row.name}
              onChange={(_, d) => set(i, { name: d.value })}
            />
            <Input
              aria-label={t('Header value')}
              placeholder={t('Header value')}
              type="password"
              value={row.value}
              onChange={(_, d) => set(i, { value: d.value })}
            />
            <Button
              appearance="subtle"
              icon={<Delete20Regular />}
              aria-label={t('Remove header {{name}}', { name: row.name })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        <Button
          className={styles.add}
          icon={<Add20Regular />}
          onClick={() => onChange([...rows, { name: '', value: '' }])}
        >
          {t('Add header')}
        </Button>
      </div>
    </Field>
  );
}
