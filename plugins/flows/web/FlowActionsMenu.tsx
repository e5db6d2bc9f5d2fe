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
import { Suspense, useState } from 'react';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { lazyNamed } from '../../../host/web/components/lazyNamed.ts';
import { useItemMenuEntries } from '../../../host/web/components/useItemMenuEntries.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
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

/** The "..." menu of one flow; entries hide themselves without their permission. */
export function FlowActionsMenu({ flow, ...on }: { flow: FlowSummary } & FlowActionHandlers) {
  const t = useT();
  const access = useAccess();
  const [viewing, setViewing] = useState(false);
  const [binding, setBinding] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const [analysing, setAnalysing] = useState(false);
  const can = (action: 'view' | 'update' | 'duplicate' | 'export' | 'delete') =>
    access.can(flowPermission(flow.type, action));
  const contributed = useItemMenuEntries('flow');
  const items = [
    can('view') && (
      <MenuItem key="messages" icon={<Chat20Regular />} onClick={() => setViewing(true)}>
        {t('View messages')}
      </MenuItem>
    ),
    can('update') && (
      <MenuItem key="rename" icon={<Rename20Regular />} onClick={() => on.onRename(flow)}>
        {t('Rename')}
      </MenuItem>
    ),
    can('update') && (
      <MenuItem key="configuration" icon={<Options20Regular />} onClick={() => setConfiguring(true)}>
        {t('Configuration')}
      </MenuItem>
    ),
    can('update') && access.can('credentials:view') && (
      <MenuItem key="analytics" icon={<DataTrending20Regular />} onClick={() => setAnalysing(true)}>
        {t('Analytics')}
      </MenuItem>
    ),
    can('update') && access.can('apikeys:view') && (
      <MenuItem key="apikey" icon={<Key20Regular />} onClick={() => setBinding(true)}>
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
    ...contributed.entries.map((e) => (
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
  if (!items.length) return null;
  return (
    <>
      {contributed.dialog}
      <Suspense fallback={null}>
        {configuring && (
          <ChatbotConfigDialog
            open
            flowId={flow.id}
            flowName={flow.name}
            onClose={() => setConfiguring(false)}
          />
        )}
        {binding && <FlowApiKeyDialog flow={flow} onClose={() => setBinding(false)} />}
        {analysing && <FlowAnalyticsDialog flow={flow} onClose={() => setAnalysing(false)} />}
        {viewing && (
          <ViewMessagesDialog flowId={flow.id} flowName={flow.name} open onClose={() => setViewing(false)} />
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
          <MenuList>{items}</MenuList>
        </MenuPopover>
      </Menu>
    </>
  );
}
