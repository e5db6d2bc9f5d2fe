import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { Available } from '../access/Available.tsx';
import { useT } from '../i18n/i18n.ts';
import { useListPageStyles } from './useListPageStyles.ts';

export interface DataColumn<T> {
  header: string;
  /** Fixed width in px; the other columns share the rest. */
  width?: number;
  render(item: T): ReactNode;
}

/** An icon button at the end of a row, labelled '<label> <item name>' for screen readers and tests. */
export interface RowAction<T> {
  label: string;
  icon: ReactElement;
  /** Hidden unless held (any of a comma-separated list), like every control (spec section 6). */
  permission?: string;
  feature?: string;
  /** Shown for this row only when true (e.g. not for read-only rows). */
  when?(item: T): boolean;
  /** The tooltip; the label by default. */
  title?: string;
  /** The accessible name when '<label> <item name>' does not read well. */
  ariaLabel?(item: T): string;
  onClick(item: T): void;
}

export interface DataTableProps<T> {
  'aria-label': string;
  items: readonly T[];
  columns: readonly DataColumn<T>[];
  itemKey(item: T): string;
  itemName(item: T): string;
  actions?: readonly RowAction<T>[];
  /** The actions column's width; by default room for every action. */
  actionsWidth?: number;
}

/** A list page's table: a header row, a row per item, and its icon-button actions at the end. */
export function DataTable<T>({
  items,
  columns,
  itemKey,
  itemName,
  actions = [],
  actionsWidth,
  ...aria
}: DataTableProps<T>) {
  const list = useListPageStyles();
  const t = useT();
  return (
    <Table aria-label={aria['aria-label']}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHeaderCell key={c.header} style={c.width ? { width: c.width } : undefined}>
              {c.header}
            </TableHeaderCell>
          ))}
          {actions.length > 0 && (
            <TableHeaderCell
              style={{ width: actionsWidth ?? 20 + 40 * actions.length }}
              aria-label={t('Actions')}
            />
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={itemKey(item)}>
            {columns.map((c) => (
              <TableCell key={c.header}>{c.render(item)}</TableCell>
            ))}
            {actions.length > 0 && (
              <TableCell>
                <div className={list.actions}>
                  {actions
                    .filter((a) => a.when?.(item) ?? true)
                    .map((a) => (
                      <Available key={a.label} permission={a.permission} feature={a.feature}>
                        <Button
                          appearance="subtle"
                          icon={a.icon}
                          aria-label={a.ariaLabel?.(item) ?? `${a.label} ${itemName(item)}`}
                          title={a.title ?? a.label}
                          onClick={() => a.onClick(item)}
                        />
                      </Available>
                    ))}
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
