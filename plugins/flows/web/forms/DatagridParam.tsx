import {
  Button,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import type { DatagridColumn } from '../../../../node-registry/types.ts';
import { removeRow, type Row, rowsOf, setRowValue } from '../../common/forms/arrayRows.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { asText, type ParamProps } from './ParamProps.ts';
import { useFormStyles } from './formStyles.ts';
import { useNodeText } from './NodeTextContext.tsx';

function emptyRow(columns: readonly DatagridColumn[]): Row {
  return Object.fromEntries(columns.map((c) => [c.field, c.valueOptions?.[0] ?? '']));
}

function Cell({
  column,
  row,
  rowNo,
  onChange,
}: {
  column: DatagridColumn;
  row: Row;
  rowNo: number;
  onChange(v: unknown): void;
}) {
  const t = useT();
  const nt = useNodeText();
  const label = t('{{column}}, row {{n}}', { column: nt(column.headerName), n: rowNo });
  const text = asText(row[column.field]);
  if (column.editable === false) return <Text>{text}</Text>;
  if (column.valueOptions?.length) {
    return (
      <Select aria-label={label} value={text} onChange={(_, d) => onChange(d.value)}>
        {!column.valueOptions.includes(text) && <option value={text}>{text || '—'}</option>}
        {column.valueOptions.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    );
  }
  const numeric = column.type === 'number';
  return (
    <Input
      aria-label={label}
      type={numeric ? 'number' : 'text'}
      value={text}
      onChange={(_, d) => onChange(numeric && d.value !== '' ? Number(d.value) : d.value)}
    />
  );
}

/**
 * An editable table from the param's column definitions. Saved as JSON text of the rows, as the
 * peer saves its grids (rows saved as a list are read too).
 */
export function DatagridParam({ param, value, onChange }: ParamProps) {
  const styles = useFormStyles();
  const t = useT();
  const nt = useNodeText();
  const columns = param.datagrid ?? [];
  const rows = rowsOf(value);
  const save = (next: Row[]) => onChange(JSON.stringify(next));
  return (
    <div className={styles.stack}>
      <Table size="small" aria-label={nt(param.label)}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.field}>{nt(c.headerName)}</TableHeaderCell>
            ))}
            <TableHeaderCell aria-label={t('Actions')} style={{ width: 40 }} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: grid rows have no ids; the index is their identity while editing
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.field}>
                  <Cell
                    column={c}
                    row={row}
                    rowNo={i + 1}
                    onChange={(v) => save(setRowValue(rows, i, c.field, v))}
                  />
                </TableCell>
              ))}
              <TableCell>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Delete16Regular />}
                  aria-label={t('Remove row {{n}}', { n: i + 1 })}
                  onClick={() => save(removeRow(rows, i))}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length === 0 && (
        <Text size={200} className={styles.muted}>
          {t('No rows yet.')}
        </Text>
      )}
      <div>
        <Button icon={<Add16Regular />} onClick={() => save([...rows, emptyRow(columns)])}>
          {t('Add row')}
        </Button>
      </div>
    </div>
  );
}
