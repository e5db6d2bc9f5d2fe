import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { Info24Regular, PersonCircle24Regular, SignOut24Regular } from '@fluentui/react-icons';
import { type ComponentType, Suspense, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ProfileMenuItemContribution } from '../../common/plugin/types.ts';
import { useAccess } from '../access/useAccess.ts';
import { MenuIcon } from '../icons/MenuIcon.tsx';
import { lazyPage } from '../router/lazyPage.ts';
import { LoadingBar } from '../router/LoadingBar.tsx';
import { PluginErrorBoundary } from '../router/PluginErrorBoundary.tsx';
import { signInAvailable, useRegistryVersion, useShell } from '../router/ShellContext.tsx';
import { auth } from '../stores/auth.ts';
import { logout } from './logout.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { VersionDialog } from './VersionDialog.tsx';
import { useT } from '../i18n/i18n.ts';

/** Rank of the host's own Version entry among plugin entries (Export 10, Import 20, Update Profile 40). */
export const VERSION_MENU_RANK = 30;

type Entry =
  | { kind: 'plugin'; key: string; owner: string; item: ProfileMenuItemContribution }
  | { kind: 'version'; key: 'version' };

type DialogProps = { open: boolean; onClose(): void };

/** Profile menu: plugin entries and Version by rank, then Logout. */
export function ProfileMenu() {
  const t = useT();
  const { registry } = useShell();
  const version = useRegistryVersion(registry);
  const access = useAccess();
  const { user } = useSnapshot(auth);
  const [openEntry, setOpenEntry] = useState<Entry | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  const pluginEntries = useMemo(
    () =>
      registry
        .list()
        .flatMap((p) =>
          (p.profileMenuItems ?? []).map(
            (item): Entry => ({ kind: 'plugin', key: `${p.id}/${item.label}`, owner: p.id, item }),
          ),
        ),
    [registry, version],
  );
  const entries = [...pluginEntries, { kind: 'version', key: 'version' } as Entry]
    .filter(
      (e) =>
        e.kind === 'version' ||
        ((!e.item.editions || e.item.editions.includes(access.edition)) &&
          !(e.item.hiddenForSSO && user?.isSSO) &&
          access.can(e.item.permission)),
    )
    .sort(
      (a, b) =>
        (a.kind === 'version' ? VERSION_MENU_RANK : a.item.rank) -
        (b.kind === 'version' ? VERSION_MENU_RANK : b.item.rank),
    );

  const close = () => setOpenEntry(null);
  let dialog = null;
  if (openEntry?.kind === 'plugin') {
    const PluginDialog = lazyPage<DialogProps>(openEntry.item.dialog) as ComponentType<DialogProps>;
    dialog = (
      <PluginErrorBoundary plugin={openEntry.owner}>
        <Suspense fallback={<LoadingBar />}>
          <PluginDialog open onClose={close} />
        </Suspense>
      </PluginErrorBoundary>
    );
  }

  return (
    <>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={user?.name || user?.email || t('Profile')} relationship="label">
            <Button appearance="subtle" icon={<PersonCircle24Regular />} data-testid="profile-menu" />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {entries.map((e) =>
              e.kind === 'version' ? (
                <MenuItem key={e.key} icon={<Info24Regular />} onClick={() => setOpenEntry(e)}>
                  {t('Version')}
                </MenuItem>
              ) : (
                <MenuItem key={e.key} icon={<MenuIcon name={e.item.icon} />} onClick={() => setOpenEntry(e)}>
                  {t(e.item.label)}
                </MenuItem>
              ),
            )}
            <LanguageMenu />
            <MenuDivider />
            <MenuItem icon={<SignOut24Regular />} onClick={() => void logout(signInAvailable(registry))}>
              {t('Logout')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <VersionDialog open={openEntry?.kind === 'version'} onClose={close} />
      {dialog}
    </>
  );
}
