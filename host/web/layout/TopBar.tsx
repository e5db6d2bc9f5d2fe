import { Hamburger, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { type ComponentType, Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Contributed } from '../../common/plugin/PluginRegistry.ts';
import type { TopBarItemContribution } from '../../common/plugin/types.ts';
import { useAccess } from '../access/useAccess.ts';
import { lazyPage } from '../router/lazyPage.ts';
import { PluginErrorBoundary } from '../router/PluginErrorBoundary.tsx';
import { useRegistryVersion, useShell } from '../router/ShellContext.tsx';
import { customization, customizationActions } from '../stores/customization.ts';
import { DarkModeSwitch } from './DarkModeSwitch.tsx';
import { Logo } from './Logo.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { StarBadge } from './StarBadge.tsx';
import { visibleTopBarItems } from './topBarItems.ts';
import { useT } from '../i18n/i18n.ts';

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

/** Plugin widgets of one side of the bar, each lazily loaded and isolated from the others' failures. */
function TopBarItems({ items }: { items: Contributed<TopBarItemContribution>[] }) {
  return items.map((i) => {
    const Item = lazyPage(i.value.component) as ComponentType;
    return (
      <PluginErrorBoundary key={i.id} plugin={i.owner} silent>
        <Suspense fallback={null}>
          <Item />
        </Suspense>
      </PluginErrorBoundary>
    );
  });
}

/**
 * Section 2 top bar: menu toggle, logo, plugin items ('start'), dark-mode switch, plugin items
 * ('end'), star badge, profile menu.
 */
export function TopBar() {
  const t = useT();
  const styles = useStyles();
  const { opened } = useSnapshot(customization);
  const access = useAccess();
  const { edition } = access;
  const { registry } = useShell();
  const version = useRegistryVersion(registry);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  const contributed = useMemo(() => registry.topBarItems(), [registry, version]);
  return (
    <header className={styles.bar}>
      <Tooltip content={opened ? t('Close menu') : t('Open menu')} relationship="label">
        <Hamburger aria-expanded={opened} onClick={() => customizationActions.setMenuOpen(!opened)} />
      </Tooltip>
      <Logo />
      <TopBarItems items={visibleTopBarItems(contributed, 'start', access)} />
      <div className={styles.spacer} />
      <TopBarItems items={visibleTopBarItems(contributed, 'end', access)} />
      <DarkModeSwitch />
      {edition !== 'enterprise' && <StarBadge />}
      <ProfileMenu />
    </header>
  );
}
