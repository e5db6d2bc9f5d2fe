import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useT } from '../i18n/i18n.ts';

export interface CardAction {
  label: string;
  icon: ReactElement;
  onClick(): void;
}

/**
 * The "…" menu of a card whose own click opens it (a store, a template): the menu's clicks stay
 * in the menu. Nothing is drawn when the reader may do none of the actions (`false` entries are
 * the ones not allowed).
 */
export function CardActionsMenu({ name, actions }: { name: string; actions: (CardAction | false)[] }) {
  const t = useT();
  const allowed = actions.filter((a): a is CardAction => a !== false);
  if (allowed.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontal20Regular />}
          aria-label={t('Actions for {{name}}', { name })}
          onClick={(e) => e.stopPropagation()}
        />
      </MenuTrigger>
      <MenuPopover onClick={(e) => e.stopPropagation()}>
        <MenuList>
          {allowed.map((a) => (
            <MenuItem key={a.label} icon={a.icon} onClick={a.onClick}>
              {a.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
