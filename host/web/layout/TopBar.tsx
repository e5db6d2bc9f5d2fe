import { Hamburger, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { useAccess } from '../access/useAccess.ts';
import { customization, customizationActions } from '../stores/customization.ts';
import { DarkModeSwitch } from './DarkModeSwitch.tsx';
import { Logo } from './Logo.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { StarBadge } from './StarBadge.tsx';

export const TOP_BAR_HEIGHT = 56;

const useStyles = makeStyles({
  bar: {
    height: `${TOP_BAR_HEIGHT}px`,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalM,
  },
  spacer: { flexGrow: 1 },
});

/** Section 2 top bar: menu toggle, logo, dark-mode switch, star badge, profile menu. */
export function TopBar() {
  const styles = useStyles();
  const { opened } = useSnapshot(customization);
  const { edition } = useAccess();
  return (
    <header className={styles.bar}>
      <Tooltip content={opened ? 'Close menu' : 'Open menu'} relationship="label">
        <Hamburger aria-expanded={opened} onClick={() => customizationActions.setMenuOpen(!opened)} />
      </Tooltip>
      <Logo />
      <div className={styles.spacer} />
      <DarkModeSwitch />
      {edition !== 'enterprise' && <StarBadge />}
      <ProfileMenu />
    </header>
  );
}
