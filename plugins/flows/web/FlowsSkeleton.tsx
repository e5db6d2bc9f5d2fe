import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import type { ViewMode } from '../../../host/web/components/useViewMode.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Placeholders in the shape of the chosen view while the flows load. */
export function FlowsSkeleton({ mode, count = 6 }: { mode: ViewMode; count?: number }) {
  const styles = useStyles();
  const t = useT();
  const keys = Array.from({ length: count }, (_, i) => `s${i}`);
  return (
    <Skeleton aria-label={t('Loading flows')} data-testid="flows-loading">
      {mode === 'card' ? (
        <div className={styles.grid}>
          {keys.map((k) => (
            <div key={k} className={styles.card}>
              <div className={styles.row}>
                <SkeletonItem shape="square" size={40} />
                <SkeletonItem size={16} style={{ flex: 1 }} />
              </div>
              <SkeletonItem size={12} style={{ width: '60%' }} />
            </div>
          ))}
        </div>
      ) : (
        <div className={styles.list}>
          {keys.map((k) => (
            <div key={k} className={styles.row}>
              <SkeletonItem shape="circle" size={24} />
              <SkeletonItem size={16} style={{ flex: 2 }} />
              <SkeletonItem size={16} style={{ flex: 1 }} />
            </div>
          ))}
        </div>
      )}
    </Skeleton>
  );
}
