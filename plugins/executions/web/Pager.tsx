import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** Previous/next paging with "1–12 of 40". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.row} aria-label="Pages">
      <Text aria-live="polite">
        {first}–{last} of {total}
      </Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeft20Regular />}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Text>
        Page {page} of {pages}
      </Text>
      <Button
        appearance="subtle"
        icon={<ChevronRight20Regular />}
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
