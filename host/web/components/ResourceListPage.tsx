import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
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
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { cloneElement, type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { Available } from '../access/Available.tsx';
import { Card } from '../theme/Card.tsx';
import { useListPageStyles } from './useListPageStyles.ts';

export interface ResourceColumn<T> {
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
  onClick(item: T): void;
}

export interface ResourceListPageProps<T> {
  /** The page heading, e.g. 'Credentials'. */
  title: string;
  /** Singular and plural, lower case, for the messages: ['credential', 'credentials']. */
  noun: readonly [string, string];
  /** null while loading. */
  items: readonly T[] | null;
  /** The last load's error; shown with a Retry button. */
  error: string | null;
  onRetry(): void;
  itemKey(item: T): string;
  itemName(item: T): string;
  searchPlaceholder: string;
  /** What the search box matches (case-insensitive). */
  searchText(item: T): string;
  add?: { label: string; permission: string; onClick(): void };
  /** The icon (a 24px Fluent icon, shown large) and text when there is nothing yet. */
  empty: { icon: ReactElement<{ className?: string; 'aria-hidden'?: boolean }>; text: ReactNode };
  columns: readonly ResourceColumn<T>[];
  actions?: readonly RowAction<T>[];
  /** Dialogs of the page. */
  children?: ReactNode;
}

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
});

/**
 * The layout of every resource list page (credentials, variables, tools, API keys): heading,
 * search, add button, then loading, error with retry, empty state, no-match note or the table.
 */
export function ResourceListPage<T>(props: ResourceListPageProps<T>) {
  const { items, error, noun, columns, actions = [] } = props;
  const list = useListPageStyles();
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const { searchText } = props;
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!items || !q) return items ?? [];
    return items.filter((item) => searchText(item).toLowerCase().includes(q));
  }, [items, search, searchText]);

  return (
    <div className={list.page}>
      <div className={list.header}>
        <Title2 as="h1" className={list.title}>
          {props.title}
        </Title2>
        <SearchBox
          placeholder={props.searchPlaceholder}
          aria-label={`Search ${noun[1]}`}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        {props.add && (
          <Available permission={props.add.permission}>
            <Button appearance="primary" icon={<Add20Regular />} onClick={props.add.onClick}>
              {props.add.label}
            </Button>
          </Available>
        )}
      </div>
      <Card className={list.card}>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>
              Could not load {noun[1]}: {error}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={props.onRetry}>Retry</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!items && !error && <Spinner label={`Loading ${noun[1]}…`} />}
        {items && items.length === 0 && (
          <div className={styles.empty}>
            {cloneElement(props.empty.icon, { className: list.emptyIcon, 'aria-hidden': true })}
            <Text>{props.empty.text}</Text>
          </div>
        )}
        {items && items.length > 0 && shown.length === 0 && (
          <Text className={list.muted}>
            No {noun[0]} matches '{search}'.
          </Text>
        )}
        {shown.length > 0 && (
          <Table aria-label={props.title}>
            <TableHeader>
              <TableRow>
                {columns.map((c) => (
                  <TableHeaderCell key={c.header} style={c.width ? { width: c.width } : undefined}>
                    {c.header}
                  </TableHeaderCell>
                ))}
                {actions.length > 0 && (
                  <TableHeaderCell style={{ width: 20 + 40 * actions.length }} aria-label="Actions" />
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((item) => (
                <TableRow key={props.itemKey(item)}>
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
                                aria-label={`${a.label} ${props.itemName(item)}`}
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
        )}
      </Card>
      {props.children}
    </div>
  );
}
