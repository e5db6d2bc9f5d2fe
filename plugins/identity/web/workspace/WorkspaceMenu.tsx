import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import type { AssignedWorkspace } from '../../../../host/common/access/index.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

/** The assigned workspaces as a radio menu on `trigger`; picking another one switches to it. */
export function WorkspaceMenu(props: {
  trigger: ReactElement;
  workspaces: readonly AssignedWorkspace[];
  activeId: string | undefined;
  onSwitch(id: string): void;
}) {
  const t = useT();
  return (
    <Menu
      positioning="below-start"
      checkedValues={{ workspace: props.activeId ? [props.activeId] : [] }}
      onCheckedValueChange={(_, d) => {
        const id = d.checkedItems[0];
        if (id && id !== props.activeId) props.onSwitch(id);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{props.trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('Workspaces')}>
          {props.workspaces.map((w) => (
            <MenuItemRadio key={w.id} name="workspace" value={w.id}>
              {w.name}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
