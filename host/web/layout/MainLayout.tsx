import { makeStyles, tokens, mergeClasses } from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { customization, customizationActions } from '../stores/customization.ts';
import { LARGE_SCREEN_MIN_WIDTH } from '../theme/theme.ts';
import { LeftDrawer } from './LeftDrawer.tsx';
import { TopBar } from './TopBar.tsx';

const useStyles = makeStyles({
  root: {
    height: '100vh',
    display: 'flex',
    flexDirection: 'column',
    // The drawer's own (Fluent nav) background, so top bar, drawer and frame read as one surface.
    backgroundColor: tokens.colorNeutralBackground4,
  },
  body: { flexGrow: 1, display: 'flex', minHeight: 0 },
  content: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'auto',
    margin: tokens.spacingHorizontalM,
    marginLeft: 0,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  contentAlone: { marginLeft: tokens.spacingHorizontalM },
});

const LARGE_QUERY = `(min-width: ${LARGE_SCREEN_MIN_WIDTH}px)`;

/** Whether the screen is at least the large breakpoint (1200px), following resizes. */
export function useLargeScreen(): boolean {
  const [large, setLarge] = useState(() => window.matchMedia(LARGE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(LARGE_QUERY);
    const onChange = () => setLarge(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return large;
}

/** Section 2 main layout: top bar, left drawer (open by default on large screens), content. */
export function MainLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const large = useLargeScreen();
  const { opened } = useSnapshot(customization);
  useEffect(() => {
    customizationActions.setMenuOpen(large);
  }, [large]);
  return (
    <div className={styles.root}>
      <TopBar />
      <div className={styles.body}>
        <LeftDrawer large={large} />
        <main className={mergeClasses(styles.content, !(large && opened) && styles.contentAlone)}>
          {children}
        </main>
      </div>
    </div>
  );
}
