import {
  Badge,
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Flow20Regular } from '@fluentui/react-icons';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { FlowSort } from '../common/flowSorts.ts';
import type { FlowSummary } from '../common/flowTypes.ts';
import { FlowActionsMenu, type FlowActionHandlers } from './FlowActionsMenu.tsx';
import { formatFlowDate } from './formatFlowDate.ts';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { width: '56px' },
  icon: { color: tokens.colorBrandForeground2 },
});

export interface FlowsTableProps extends FlowActionHandlers {
  flows: FlowSummary[];
  sort: FlowSort;
  onSort(sort: FlowSort): void;
  hrefOf(flow: FlowSummary): string;
  /** The flow's kind where a list shows several (v1, v2). */
  badgeOf?(flow: FlowSummary): string | undefined;
  onOpen(flow: FlowSummary): void;
}

type Direction = 'ascending' | 'descending' | undefined;

/** The flows as a table; the Name and Last updated headers sort like the toolbar's sort menu. */
export function FlowsTable({ flows, sort, onSort, hrefOf, badgeOf, onOpen, ...handlers }: FlowsTableProps) {
  const styles = useStyles();
  const t = useT();
  const nameDir: Direction =
    sort === 'name-asc' ? 'ascending' : sort === 'name-desc' ? 'descending' : undefined;
  const dateDir: Direction =
    sort === 'updated-asc' ? 'ascending' : sort === 'updated-desc' ? 'descending' : undefined;
  return (
    <Table className={styles.table} sortable aria-label={t('Flows')} data-testid="flows-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell
            sortDirection={nameDir}
            onClick={() => onSort(sort === 'name-asc' ? 'name-desc' : 'name-asc')}
          >
            {t('Name')}
          </TableHeaderCell>
          <TableHeaderCell>{t('Category')}</TableHeaderCell>
          <TableHeaderCell>{t('Status')}</TableHeaderCell>
          <TableHeaderCell
            sortDirection={dateDir}
            onClick={() => onSort(sort === 'updated-desc' ? 'updated-asc' : 'updated-desc')}
          >
            {t('Last updated')}
          </TableHeaderCell>
          <TableHeaderCell className={styles.actions} aria-label={t('Actions')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {flows.map((flow) => (
          <TableRow key={flow.id} data-testid="flow-row">
            <TableCell>
              <TableCellLayout media={<Flow20Regular className={styles.icon} />}>
                <Link
                  href={hrefOf(flow)}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpen(flow);
                  }}
                >
                  {flow.name}
                </Link>
                {badgeOf?.(flow) && (
                  <>
                    {' '}
                    <Badge appearance="filled" color="brand" size="small" data-testid="flow-kind-badge">
                      {badgeOf(flow)}
                    </Badge>
                  </>
                )}
              </TableCellLayout>
            </TableCell>
            <TableCell className={styles.muted}>{flow.category ?? ''}</TableCell>
            <TableCell>
              {flow.deployed ? (
                <Badge appearance="tint" color="success">
                  {t('Deployed')}
                </Badge>
              ) : (
                <span className={styles.muted}>{t('Draft')}</span>
              )}
            </TableCell>
            <TableCell className={styles.muted}>{formatFlowDate(flow.updatedDate)}</TableCell>
            <TableCell className={styles.actions}>
              <FlowActionsMenu flow={flow} {...handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
