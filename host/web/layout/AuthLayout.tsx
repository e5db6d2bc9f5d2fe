import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  panel: {
    width: '100%',
    maxWidth: '480px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    boxSizing: 'border-box',
  },
});

/** Centred panel for sign-in, registration and message pages. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Logo />
      <div className={styles.panel}>{children}</div>
    </div>
  );
}
