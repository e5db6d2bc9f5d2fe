import {
  Badge,
  type BadgeProps,
  Button,
  Dropdown,
  Option,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular, PersonClock24Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { LoginActivityKind, LoginActivityPage as Page } from '../../common/identityTypes.ts';
import {
  EMPTY_LOGIN_ACTIVITY_FILTERS,
  type LoginActivityFilters,
  loginActivityQuery,
  pageCount,
} from '../../common/loginActivityQuery.ts';
import { ListPageFrame } from '../../../../host/web/components/ListPageFrame.tsx';
import { adminApi } from './adminApi.ts';
import { KIND_LABELS, LoginActivityFilterBar } from './LoginActivityFilterBar.tsx';
import { useAdminStyles } from './useAdminStyles.ts';

const KIND_COLORS: Record<LoginActivityKind, BadgeProps['color']> = {
  LOGIN: 'success',
  LOGOUT: 'informative',
  FAILED: 'danger',
};
const PAGE_SIZES = [10, 20, 50, 100];

/** /login-activity: sign-ins, sign-outs and failures, filtered and paged by the server. */
export default function LoginActivityPage() {
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const t = useT();
  const [filters, setFilters] = useState<LoginActivityFilters>(EMPTY_LOGIN_ACTIVITY_FILTERS);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // attempt: Retry runs the same query again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let current = true;
    setFetching(true);
    setError(null);
    adminApi
      .loginActivity(loginActivityQuery(filters, pageNo, pageSize))
      .then(
        (p) => current && setPage(p),
        (err) => current && setError(errorMessage(err)),
      )
      .finally(() => current && setFetching(false));
    // A newer query makes an older answer stale.
    return () => {
      current = false;
    };
  }, [filters, pageNo, pageSize, attempt]);

  const pages = page ? pageCount(page.count, page.pageSize) : 1;
  const filtered = filters !== EMPTY_LOGIN_ACTIVITY_FILTERS;
  return (
    <ListPageFrame
      title={t('Login Activity')}
      noun={t('login activity')}
      loaded={page !== null}
      error={error}
      onRetry={() => setAttempt((a) => a + 1)}
      empty={page?.count === 0}
      emptyIcon={PersonClock24Regular}
      emptyText={filtered ? t('No login activity matches these filters.') : t('No login activity yet.')}
      above={
        <LoginActivityFilterBar
          onApply={(f) => {
            setFilters(f);
            setPageNo(1);
          }}
        />
      }
    >
      <Table aria-label={t('Login activity')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: 190 }}>{t('Date')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 130 }}>{t('Activity')}</TableHeaderCell>
            <TableHeaderCell>{t('User')}</TableHeaderCell>
            <TableHeaderCell style={{ width: 150 }}>{t('Address')}</TableHeaderCell>
            <TableHeaderCell>{t('Message')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page?.data.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{new Date(a.date).toLocaleString()}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={KIND_COLORS[a.kind]}>
                  {KIND_LABELS[a.kind] ? t(KIND_LABELS[a.kind]) : a.kind}
                </Badge>
              </TableCell>
              <TableCell>{a.email}</TableCell>
              <TableCell>
                <Text className={list.muted}>{a.address ?? '—'}</Text>
              </TableCell>
              <TableCell>{a.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav className={styles.pager} aria-label={t('Pages')}>
        {fetching && <Spinner size="tiny" aria-label={t('Loading')} />}
        <Text>
          {page?.count === 1
            ? t('{{count}} record · page {{page}} of {{pages}}', { count: 1, page: pageNo, pages })
            : t('{{count}} records · page {{page}} of {{pages}}', {
                count: page?.count ?? 0,
                page: pageNo,
                pages,
              })}
        </Text>
        <Dropdown
          aria-label={t('Rows per page')}
          style={{ minWidth: 110 }}
          value={t('{{n}} per page', { n: pageSize })}
          selectedOptions={[String(pageSize)]}
          onOptionSelect={(_, d) => {
            setPageSize(Number(d.optionValue));
            setPageNo(1);
          }}
        >
          {PAGE_SIZES.map((n) => (
            <Option key={n} value={String(n)} text={t('{{n}} per page', { n })}>
              {t('{{n}} per page', { n })}
            </Option>
          ))}
        </Dropdown>
        <Button
          icon={<ChevronLeft20Regular />}
          disabled={pageNo <= 1 || fetching}
          onClick={() => setPageNo((p) => p - 1)}
        >
          {t('Previous')}
        </Button>
        <Button
          icon={<ChevronRight20Regular />}
          iconPosition="after"
          disabled={pageNo >= pages || fetching}
          onClick={() => setPageNo((p) => p + 1)}
        >
          {t('Next')}
        </Button>
      </nav>
    </ListPageFrame>
  );
}
