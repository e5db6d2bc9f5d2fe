import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'flex-end',
  },
});

/** "Rows 51-100 of 121" with previous and next page buttons. */
export function Pager({
  page,
  limit,
  total,
  noun,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  noun: string;
  onPage(page: number): void;
}) {
  const styles = useStyles();
  if (total <= limit && page === 1) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav className={styles.pager} aria-label={`${noun} pages`}>
      <Text>
        {noun} {from.toLocaleString()}–{to.toLocaleString()} of {total.toLocaleString()}
      </Text>
      <Button
        icon={<ChevronLeft20Regular />}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Button
        icon={<ChevronRight20Regular />}
        aria-label="Next page"
        disabled={to >= total}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
