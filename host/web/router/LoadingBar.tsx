import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/i18n.ts';

const useStyles = makeStyles({
  bar: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 },
  track: { backgroundColor: 'transparent' },
  fill: { backgroundColor: tokens.colorBrandBackground },
});

/** The thin bar fixed at the top of the screen while a page or the app loads. */
export function LoadingBar() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.bar} data-testid="loading-bar">
      <ProgressBar
        thickness="large"
        aria-label={t('Loading')}
        className={styles.track}
        bar={{ className: styles.fill }}
      />
    </div>
  );
}
