import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
  mergeClasses,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n.ts';
import { type Notification, NOTIFIER, notifier, notifierActions } from '../stores/notifier.ts';

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    bottom: tokens.spacingVerticalXL,
    left: tokens.spacingHorizontalXL,
    zIndex: 1500,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalS,
    width: 'min(420px, calc(100vw - 48px))',
  },
  bar: { boxShadow: tokens.shadow16 },
  enter: {
    animationName: {
      from: { opacity: 0, transform: 'translateX(-24px)' },
      to: { opacity: 1, transform: 'none' },
    },
    animationDuration: `${NOTIFIER.enterMs}ms`,
    animationTimingFunction: tokens.curveDecelerateMid,
  },
  exit: {
    animationName: { from: { opacity: 1 }, to: { opacity: 0, transform: 'translateX(-24px)' } },
    animationDuration: `${NOTIFIER.exitMs}ms`,
    animationTimingFunction: tokens.curveAccelerateMid,
    animationFillMode: 'forwards',
  },
});

function Toast({ n }: { n: Notification }) {
  const styles = useStyles();
  const t = useT();
  const { key, dismissed, options } = n;
  // Auto-hide starts once the notification is visible; persistent ones wait to be closed.
  useEffect(() => {
    if (dismissed || options.persist) return;
    const timer = setTimeout(() => notifierActions.close(key), options.autoHideMs ?? NOTIFIER.autoHideMs);
    return () => clearTimeout(timer);
  }, [key, dismissed, options.persist, options.autoHideMs]);
  // Removed after the exit transition.
  useEffect(() => {
    if (!dismissed) return;
    const timer = setTimeout(() => notifierActions.remove(key), NOTIFIER.exitMs);
    return () => clearTimeout(timer);
  }, [key, dismissed]);
  return (
    <MessageBar
      intent={options.variant ?? 'info'}
      layout="multiline"
      className={mergeClasses(styles.bar, dismissed ? styles.exit : styles.enter)}
      data-testid="notification"
    >
      <MessageBarBody>{n.message}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            aria-label={t('Dismiss')}
            appearance="transparent"
            icon={<DismissRegular />}
            onClick={() => notifierActions.close(key)}
          />
        }
      >
        {options.action && (
          <Button size="small" onClick={options.action.onClick}>
            {options.action.label}
          </Button>
        )}
      </MessageBarActions>
    </MessageBar>
  );
}

/** Section 9: at most 3 visible at the bottom left; the rest wait their turn in the queue. */
export function Notifier() {
  const styles = useStyles();
  const t = useT();
  const { notifications } = useSnapshot(notifier);
  const visible = notifications.slice(0, NOTIFIER.maxVisible);
  return (
    <section className={styles.stack} aria-live="polite" aria-label={t('Notifications')}>
      {visible.map((n) => (
        <Toast key={n.key} n={n as Notification} />
      ))}
    </section>
  );
}
