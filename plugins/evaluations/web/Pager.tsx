import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

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
  const t = useT();
  const styles = useStyles();
  if (total <= limit && page === 1) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav className={styles.pager} aria-label={t('{{noun}} pages', { noun })}>
      <Text>
        {t('{{noun}} {{from}}–{{to}} of {{total}}', {
          noun,
          from: from.toLocaleString(),
          to: to.toLocaleString(),
          total: total.toLocaleString(),
        })}
      </Text>
      <Button
        icon={<ChevronLeft20Regular />}
        aria-label={t('Previous page')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Button
        icon={<ChevronRight20Regular />}
        aria-label={t('Next page')}
        disabled={to >= total}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
