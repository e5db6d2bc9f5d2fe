import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  ArrowExport20Regular,
  Copy20Regular,
  DataTrending20Regular,
  Delete20Regular,
  MoreHorizontal20Regular,
  Chat20Regular,
  Key20Regular,
  Options20Regular,
  Rename20Regular,
} from '@fluentui/react-icons';
import { Suspense, useContext, useState } from 'react';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { lazyNamed } from '../../../host/web/components/lazyNamed.ts';
import {
  allowedItemMenuItems,
  type OpenItemMenuDialog,
  useItemMenuDialog,
  useItemMenuEntryList,
} from '../../../host/web/components/useItemMenuEntries.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { ShellContext } from '../../../host/web/router/ShellContext.tsx';
import { flowPermission } from '../common/flowPermissions.ts';
import type { FlowSummary } from '../common/flowTypes.ts';

// The dialogs load when first opened: the flows list page does not download them up front.
const ChatbotConfigDialog = lazyNamed(() => import('./ChatbotConfigDialog.tsx'), 'ChatbotConfigDialog');
const FlowApiKeyDialog = lazyNamed(() => import('./FlowApiKeyDialog.tsx'), 'FlowApiKeyDialog');
const FlowAnalyticsDialog = lazyNamed(() => import('./FlowAnalyticsDialog.tsx'), 'FlowAnalyticsDialog');
const ViewMessagesDialog = lazyNamed(
  () => import('../../chat/web/ViewMessagesDialog.tsx'),
  'ViewMessagesDialog',
);

export interface FlowActionHandlers {
  onRename(flow: FlowSummary): void;
  onDuplicate(flow: FlowSummary): void;
  onExport(flow: FlowSummary): void;
  onDelete(flow: FlowSummary): void;
}

type FlowDialog = 'messages' | 'configuration' | 'analytics' | 'apikey';
type Action = 'view' | 'update' | 'duplicate' | 'export' | 'delete';
const ACTIONS: readonly Action[] = ['view', 'update', 'duplicate', 'export', 'delete'];

/**
 * The "..." menu of one flow; entries hide themselves without their permission. The entries
 * render only while the menu is open (a list draws one menu per flow); the dialogs they open
 * live here, beside the menu.
 */
export function FlowActionsMenu({ flow, ...on }: { flow: FlowSummary } & FlowActionHandlers) {
  const t = useT();
  const access = useAccess();
  const registry = useContext(ShellContext)?.registry;
  const [dialog, setDialog] = useState<FlowDialog | null>(null);
  const contributed = useItemMenuDialog();
  const close = () => setDialog(null);
  const anyEntry =
    ACTIONS.some((action) => access.can(flowPermission(flow.type, action))) ||
    allowedItemMenuItems(registry, access, 'flow').length > 0;
  if (!anyEntry) return null;
  return (
    <>
      {contributed.dialog}
      <Suspense fallback={null}>
        {dialog === 'configuration' && (
          <ChatbotConfigDialog open flowId={flow.id} flowName={flow.name} onClose={close} />
        )}
        {dialog === 'apikey' && <FlowApiKeyDialog flow={flow} onClose={close} />}
        {dialog === 'analytics' && <FlowAnalyticsDialog flow={flow} onClose={close} />}
        {dialog === 'messages' && (
          <ViewMessagesDialog flowId={flow.id} flowName={flow.name} open onClose={close} />
        )}
      </Suspense>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontal20Regular />}
            aria-label={t('Actions for {{name}}', { name: flow.name })}
            onClick={(e) => e.stopPropagation()}
          />
        </MenuTrigger>
        <MenuPopover onClick={(e) => e.stopPropagation()}>
          <MenuList>
            <FlowActionItems flow={flow} on={on} openDialog={setDialog} openContributed={contributed.open} />
          </MenuList>
        </MenuPopover>
      </Menu>
    </>
  );
}

/** The menu's entries, rendered while it is open. */
function FlowActionItems({
  flow,
  on,
  openDialog,
  openContributed,
}: {
  flow: FlowSummary;
  on: FlowActionHandlers;
  openDialog(dialog: FlowDialog): void;
  openContributed: OpenItemMenuDialog;
}) {
  const t = useT();
  const access = useAccess();
  const can = (action: Action) => access.can(flowPermission(flow.type, action));
  const contributed = useItemMenuEntryList('flow', openContributed);
  return [
    can('view') && (
      <MenuItem key="messages" icon={<Chat20Regular />} onClick={() => openDialog('messages')}>
        {t('View messages')}
      </MenuItem>
    ),
    can('update') && (
      <MenuItem key="rename" icon={<Rename20Regular />} onClick={() => on.onRename(flow)}>
        {t('Rename')}
      </MenuItem>
    ),
    can('update') && (
      <MenuItem key="configuration" icon={<Options20Regular />} onClick={() => openDialog('configuration')}>
        {t('Configuration')}
      </MenuItem>
    ),
    can('update') && access.can('credentials:view') && (
      <MenuItem key="analytics" icon={<DataTrending20Regular />} onClick={() => openDialog('analytics')}>
        {t('Analytics')}
      </MenuItem>
    ),
    can('update') && access.can('apikeys:view') && (
      <MenuItem key="apikey" icon={<Key20Regular />} onClick={() => openDialog('apikey')}>
        {t('API key')}
      </MenuItem>
    ),
    can('duplicate') && (
      <MenuItem key="duplicate" icon={<Copy20Regular />} onClick={() => on.onDuplicate(flow)}>
        {t('Duplicate')}
      </MenuItem>
    ),
    can('export') && (
      <MenuItem key="export" icon={<ArrowExport20Regular />} onClick={() => on.onExport(flow)}>
        {t('Export')}
      </MenuItem>
    ),
    ...contributed.map((e) => (
      <MenuItem
        key={e.key}
        icon={e.icon}
        onClick={() => e.open({ id: flow.id, name: flow.name, type: flow.type })}
      >
        {e.label}
      </MenuItem>
    )),
    can('delete') && (
      <MenuItem key="delete" icon={<Delete20Regular />} onClick={() => on.onDelete(flow)}>
        {t('Delete')}
      </MenuItem>
    ),
  ].filter(Boolean);
}
