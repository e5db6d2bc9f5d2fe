import { type ComponentType, type ReactElement, type ReactNode, Suspense, useContext, useState } from 'react';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import type { ItemMenuDialogProps, ItemMenuItemContribution } from '../../common/plugin/types.ts';
import { type Access, useAccess } from '../access/useAccess.ts';
import { t } from '../i18n/i18n.ts';
import { MenuIcon } from '../icons/MenuIcon.tsx';
import { lazyPage } from '../router/lazyPage.ts';
import { LoadingBar } from '../router/LoadingBar.tsx';
import { PluginErrorBoundary } from '../router/PluginErrorBoundary.tsx';
import { ShellContext } from '../router/ShellContext.tsx';

export interface ItemMenuEntry {
  key: string;
  label: string;
  icon: ReactElement;
  /** Opens the entry's dialog for this flow or tool. */
  open(item: ItemMenuDialogProps['item']): void;
}

type Target = ItemMenuItemContribution['target'];
type Open = { owner: string; entry: ItemMenuItemContribution; item: ItemMenuDialogProps['item'] };
export type OpenItemMenuDialog = (open: Open) => void;

/** The contributions to a target's menu the caller may use (permission and edition applied). */
export function allowedItemMenuItems(
  registry: PluginRegistry | undefined,
  access: Access,
  target: Target,
): { owner: string; item: ItemMenuItemContribution }[] {
  // read on every call (a short list): menus render when they open, after any plugin change
  return (registry?.list() ?? [])
    .flatMap((p) => (p.itemMenuItems ?? []).map((c) => ({ owner: p.id, item: c })))
    .filter(
      (c) =>
        c.item.target === target &&
        (!c.item.editions || c.item.editions.includes(access.edition)) &&
        access.can(c.item.permission),
    );
}

/** The dialog of the contributed entry picked, to render beside the menu, and how to open one. */
export function useItemMenuDialog(): { dialog: ReactNode; open: OpenItemMenuDialog } {
  const [open, setOpen] = useState<Open | null>(null);
  let dialog: ReactNode = null;
  if (open) {
    const Dialog = lazyPage<ItemMenuDialogProps>(open.entry.dialog) as ComponentType<ItemMenuDialogProps>;
    dialog = (
      <PluginErrorBoundary plugin={open.owner}>
        <Suspense fallback={<LoadingBar />}>
          <Dialog open item={open.item} onClose={() => setOpen(null)} />
        </Suspense>
      </PluginErrorBoundary>
    );
  }
  return { dialog, open: setOpen };
}

/**
 * The entries other plugins contribute to a flow's or tool's menu, each opening its dialog
 * through `openDialog` (from useItemMenuDialog). A menu whose items render only while it is open
 * calls this there, so closed menus cost nothing.
 */
export function useItemMenuEntryList(target: Target, openDialog: OpenItemMenuDialog): ItemMenuEntry[] {
  // Outside the shell (a component rendered on its own, as in tests) nothing is contributed.
  const registry = useContext(ShellContext)?.registry;
  const access = useAccess();
  return allowedItemMenuItems(registry, access, target).map((c) => ({
    key: `${c.owner}/${c.item.label}`,
    label: t(c.item.label),
    icon: <MenuIcon name={c.item.icon} fontSize={20} />,
    open: (item: ItemMenuDialogProps['item']) => openDialog({ owner: c.owner, entry: c.item, item }),
  }));
}

/**
 * The entries other plugins contribute to the "..." menu of one flow or tool (itemMenuItems), the
 * caller's permission and edition applied, and the dialog of the entry picked, to render beside the menu.
 */
export function useItemMenuEntries(target: Target): { entries: ItemMenuEntry[]; dialog: ReactNode } {
  const { dialog, open } = useItemMenuDialog();
  return { entries: useItemMenuEntryList(target, open), dialog };
}
