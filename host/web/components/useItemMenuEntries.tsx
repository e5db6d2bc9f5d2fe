import { type ComponentType, type ReactElement, type ReactNode, Suspense, useContext, useState } from 'react';
import type { ItemMenuDialogProps, ItemMenuItemContribution } from '../../common/plugin/types.ts';
import { useAccess } from '../access/useAccess.ts';
import { t } from '../i18n/i18n.ts';
import { PluginIcon } from '../icons/PluginIcon.tsx';
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

type Open = { owner: string; entry: ItemMenuItemContribution; item: ItemMenuDialogProps['item'] };

/**
 * The entries other plugins contribute to the "..." menu of one flow or tool (itemMenuItems), the
 * caller's permission and edition applied, and the dialog of the entry picked, to render beside the menu.
 */
export function useItemMenuEntries(target: ItemMenuItemContribution['target']): {
  entries: ItemMenuEntry[];
  dialog: ReactNode;
} {
  // Outside the shell (a component rendered on its own, as in tests) nothing is contributed.
  const registry = useContext(ShellContext)?.registry;
  const access = useAccess();
  const [open, setOpen] = useState<Open | null>(null);
  // read on every render (a short list): menus render when they open, after any plugin change
  const contributed = (registry?.list() ?? [])
    .flatMap((p) => (p.itemMenuItems ?? []).map((c) => ({ owner: p.id, item: c })))
    .filter((c) => c.item.target === target);
  const entries = contributed
    .filter(
      (c) => (!c.item.editions || c.item.editions.includes(access.edition)) && access.can(c.item.permission),
    )
    .map((c) => ({
      key: `${c.owner}/${c.item.label}`,
      label: t(c.item.label),
      icon: <PluginIcon name={c.item.icon} fontSize={20} />,
      open: (item: ItemMenuDialogProps['item']) => setOpen({ owner: c.owner, entry: c.item, item }),
    }));
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
  return { entries, dialog };
}
