import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useT } from '../i18n/i18n.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  /** The navigation landmark's name (default "Pages"), e.g. "Rows pages" when a page has two pagers. */
  label?: string;
  /** Render nothing while everything fits on the first page. */
  hideSinglePage?: boolean;
}

/**
 * Previous and next page buttons with "51–100 of 121" and "Page 2 of 3", for a list paged on the
 * server. A button at the end stays focusable (aria-disabled), so the keyboard does not lose its place.
 */
export function Pager({ page, pageSize, total, onPage, label, hideSinglePage }: PagerProps) {
  const t = useT();
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideSinglePage && pages === 1 && page === 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const n = (value: number) => value.toLocaleString();
  return (
    <nav className={styles.row} aria-label={label ?? t('Pages')}>
      <Text aria-live="polite">
        {t('{{first}}–{{last}} of {{total}}', { first: n(first), last: n(last), total: n(total) })}
      </Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeft20Regular />}
        aria-label={t('Previous page')}
        disabledFocusable={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Text>{t('Page {{page}} of {{pages}}', { page: n(page), pages: n(pages) })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRight20Regular />}
        aria-label={t('Next page')}
        disabledFocusable={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
