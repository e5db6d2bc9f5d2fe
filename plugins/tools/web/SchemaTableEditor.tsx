import {
  Button,
  Checkbox,
  Input,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import {
  PROPERTY_TYPES,
  type PropertyType,
  rowsToSchema,
  type SchemaRow,
  schemaRowProblems,
} from '../common/schemaTable.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  json: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
    maxHeight: '160px',
    overflow: 'auto',
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The input schema as a table (property, type, description, required) and the JSON Schema it makes. */
export function SchemaTableEditor({
  rows,
  onChange,
}: {
  rows: SchemaRow[];
  onChange(rows: SchemaRow[]): void;
}) {
  const styles = useStyles();
  const t = useT();
  const problems = schemaRowProblems(rows, t);
  const update = (i: number, patch: Partial<SchemaRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className={styles.root}>
      <Table size="small" aria-label={t('Input schema')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('Property')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 120 }}>{t('Type')}</TableHeaderCell>
            <TableHeaderCell>{t('Description')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 80 }}>{t('Required')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 44 }} aria-label={t('Actions')} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position while being edited
            <TableRow key={i}>
              <TableCell>
                <Input
                  size="small"
                  aria-label={t('Property {{n}} name', { n: i + 1 })}
                  value={row.property}
                  onChange={(_, d) => update(i, { property: d.value })}
                />
                {problems.get(i) && (
                  <div role="alert" className={styles.error}>
                    {problems.get(i)}
                  </div>
                )}
              </TableCell>
              <TableCell>
                <Select
                  size="small"
                  aria-label={t('Property {{n}} type', { n: i + 1 })}
                  value={row.type}
                  onChange={(_, d) => update(i, { type: d.value as PropertyType })}
                >
                  {PROPERTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </Select>
              </TableCell>
              <TableCell>
                <Input
                  size="small"
                  aria-label={t('Property {{n}} description', { n: i + 1 })}
                  value={row.description}
                  onChange={(_, d) => update(i, { description: d.value })}
                />
              </TableCell>
              <TableCell>
                <Checkbox
                  aria-label={t('Property {{n}} required', { n: i + 1 })}
                  checked={row.required}
                  onChange={(_, d) => update(i, { required: d.checked === true })}
                />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Delete20Regular />}
                  aria-label={t('Remove property {{n}}', { n: i + 1 })}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                />
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} className={styles.empty}>
                {t('No input properties: the tool takes no arguments.')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <div>
        <Button
          size="small"
          icon={<Add20Regular />}
          onClick={() =>
            onChange([...rows, { property: '', type: 'string', description: '', required: false }])
          }
        >
          {t('Add property')}
        </Button>
      </div>
      <Text size={200} weight="semibold">
        {t('Generated JSON Schema')}
      </Text>
      <pre className={styles.json} data-testid="generated-schema">
        {JSON.stringify(rowsToSchema(rows), null, 2)}
      </pre>
    </div>
  );
}
