import {
  makeStyles,
  NavCategory,
  NavCategoryItem,
  NavDivider,
  NavDrawer,
  NavDrawerBody,
  NavDrawerFooter,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
} from '@fluentui/react-components';
import { BookOpen24Regular, SignOut24Regular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { Fragment, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { MenuItemContribution } from '../../common/plugin/types.ts';
import { useAccess } from '../access/useAccess.ts';
import { MenuIcon } from '../icons/MenuIcon.tsx';
import { signInAvailable, useRegistryVersion, useShell } from '../router/ShellContext.tsx';
import { customization, customizationActions } from '../stores/customization.ts';
import { DRAWER_WIDTH } from '../theme/theme.ts';
import { buildDrawerGroups, isRouteActive } from './drawerGroups.ts';
import { DOCUMENTATION_PATH } from './links.ts';
import { logout } from './logout.ts';
import { useT } from '../i18n/i18n.ts';

const useStyles = makeStyles({
  // flexShrink 0: a wide page (the executions table) must not squeeze the menu below its width
  drawer: { height: '100%', flexShrink: 0 },
  header: { textTransform: 'none' },
});

const isExternal = (route: string) => /^https?:\/\//.test(route);

/**
 * The left drawer: groups Building, Operations, Manage and Admin from the plugins' menu items,
 * each hidden when no item passes its edition, permission and feature checks. Inline on large
 * screens, an overlay that closes after a choice on small ones.
 */
export function LeftDrawer({ large }: { large: boolean }) {
  const t = useT();
  const styles = useStyles();
  const { registry } = useShell();
  const version = useRegistryVersion(registry);
  const access = useAccess();
  const { opened, isOpen } = useSnapshot(customization);
  const [location, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  const items = useMemo(
    () => registry.menuItems().map((m) => ({ id: m.id, item: m.value })),
    [registry, version],
  );
  const groups = buildDrawerGroups(items, access);
  const all = groups.flatMap((g) => g.entries.flatMap((e) => (e.kind === 'item' ? [e] : e.items)));
  const active = all
    .filter((i) => isRouteActive(i.item.route, location))
    .sort((a, b) => b.item.route.length - a.item.route.length)[0];
  const activeSection = groups
    .flatMap((g) => g.entries)
    .find((e) => e.kind === 'section' && e.items.some((i) => i === active));
  const activeSectionLabel = activeSection?.kind === 'section' ? activeSection.label : undefined;
  // The section holding the current page opens when the page is reached.
  useEffect(() => {
    if (activeSectionLabel) customizationActions.toggleMenu(activeSectionLabel, true);
  }, [activeSectionLabel]);

  const follow = (item: MenuItemContribution) => (event: MouseEvent) => {
    if (isExternal(item.route) || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(item.route);
    if (!large) customizationActions.setMenuOpen(false);
  };
  const linkProps = (item: MenuItemContribution) => ({
    href: item.route,
    onClick: follow(item),
    ...(isExternal(item.route) ? { target: '_blank', rel: 'noreferrer' } : {}),
  });

  return (
    <NavDrawer
      className={styles.drawer}
      style={{ width: DRAWER_WIDTH }}
      open={opened}
      type={large ? 'inline' : 'overlay'}
      onOpenChange={(_, data) => customizationActions.setMenuOpen(data.open)}
      selectedValue={active?.id ?? ''}
      openCategories={[...isOpen]}
      selectedCategoryValue={activeSectionLabel}
      // A category's toggle names the category in categoryValue (its value is the item's own, empty)
      onNavCategoryItemToggle={(_, data) =>
        customizationActions.toggleMenu(String(data.categoryValue ?? data.value))
      }
      aria-label={t('Main menu')}
      // Tab reaches every entry in order (arrow keys still move too), not only the first one.
      tabbable
    >
      <NavDrawerBody>
        {groups.map((g, index) => (
          <Fragment key={g.group}>
            {index > 0 && <NavDivider />}
            <NavSectionHeader className={styles.header}>{t(g.group)}</NavSectionHeader>
            {g.entries.map((e) =>
              e.kind === 'item' ? (
                <NavItem
                  key={e.id}
                  value={e.id}
                  icon={<MenuIcon name={e.item.icon} />}
                  {...linkProps(e.item)}
                >
                  {t(e.item.label)}
                </NavItem>
              ) : (
                <NavCategory key={e.label} value={e.label}>
                  <NavCategoryItem icon={<MenuIcon name={e.items[0]?.item.icon} />}>
                    {t(e.label)}
                  </NavCategoryItem>
                  <NavSubItemGroup>
                    {e.items.map((i) => (
                      <NavSubItem key={i.id} value={i.id} {...linkProps(i.item)}>
                        {t(i.item.label)}
                      </NavSubItem>
                    ))}
                  </NavSubItemGroup>
                </NavCategory>
              ),
            )}
          </Fragment>
        ))}
      </NavDrawerBody>
      {access.edition === 'cloud' && (
        <NavDrawerFooter>
          <NavItem
            value="documentation"
            href={DOCUMENTATION_PATH}
            icon={<BookOpen24Regular />}
            onClick={(e) => {
              e.preventDefault();
              navigate(DOCUMENTATION_PATH);
            }}
          >
            {t('Documentation')}
          </NavItem>
          <NavItem
            value="logout"
            icon={<SignOut24Regular />}
            onClick={() => {
              void logout(signInAvailable(registry));
            }}
          >
            {t('Logout')}
          </NavItem>
        </NavDrawerFooter>
      )}
    </NavDrawer>
  );
}
