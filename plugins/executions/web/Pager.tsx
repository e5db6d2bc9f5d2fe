import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

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
  const t = useT();
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.row} aria-label={t('Pages')}>
      <Text aria-live="polite">{t('{{first}}–{{last}} of {{total}}', { first, last, total })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeft20Regular />}
        aria-label={t('Previous page')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Text>{t('Page {{page}} of {{pages}}', { page, pages })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRight20Regular />}
        aria-label={t('Next page')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
