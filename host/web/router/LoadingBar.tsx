import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  bar: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 },
  track: { backgroundColor: 'transparent' },
  fill: { backgroundColor: tokens.colorBrandBackground },
});

/** The thin bar fixed at the top of the screen while a page or the app loads. */
export function LoadingBar() {
  const styles = useStyles();
  return (
    <div className={styles.bar} data-testid="loading-bar">
      <ProgressBar
        thickness="large"
        aria-label="Loading"
        className={styles.track}
        bar={{ className: styles.fill }}
      />
    </div>
  );
}
