import { makeStyles, TableCellLayout, Text, tokens } from '@fluentui/react-components';
import {
  Delete20Regular,
  Edit20Regular,
  PlugConnected20Regular,
  PlugConnected24Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { McpServerView } from '../common/mcpServerTypes.ts';
import { McpServerDialog } from './McpServerDialog.tsx';
import { McpServerStatus } from './McpServerStatus.tsx';
import { mcpServersApi } from './mcpServersApi.ts';
import './mcpServersMessages.ts';

const useStyles = makeStyles({
  swatch: {
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    flexShrink: 0,
    overflow: 'hidden',
  },
  iconImg: { width: '24px', height: '24px', objectFit: 'contain' },
});

function ServerBadge({ server }: { server: McpServerView }) {
  const styles = useStyles();
  return (
    <span
      className={styles.swatch}
      style={server.color ? { backgroundColor: server.color } : undefined}
      aria-hidden
    >
      {server.iconSrc ? (
        <img className={styles.iconImg} src={server.iconSrc} alt="" />
      ) : (
        <PlugConnected24Regular />
      )}
    </span>
  );
}

/** /mcp-servers: the workspace's saved MCP servers; connect one to discover the tools flows may use. */
export default function McpServersPage() {
  const list = useListPageStyles();
  const t = useT();
  const [dialog, setDialog] = useState<{ open: boolean; server: McpServerView | null }>({
    open: false,
    server: null,
  });
  // A page of the workspace's servers at a time, searched on the server (name and address).
  const servers = useServerList<McpServerView>(mcpServersApi.page);

  async function connect(server: McpServerView) {
    try {
      const connected = await mcpServersApi.connect(server.id);
      servers.reload();
      if (connected.status === 'AUTHORIZED')
        notify.success(
          t("'{{name}}' connected: {{count}} tools", { name: server.name, count: connected.toolCount }),
        );
      else
        notify.error(
          t("'{{name}}' could not connect: {{error}}", { name: server.name, error: connected.error ?? '' }),
        );
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  async function remove(server: McpServerView) {
    const deleted = await confirmAndRun({
      title: t('Delete MCP server'),
      description: t("Delete the MCP server '{{name}}'? Flows that use it will no longer run.", {
        name: server.name,
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-mcp-server',
      run: () => mcpServersApi.remove(server.id),
      done: t("MCP server '{{name}}' deleted", { name: server.name }),
    });
    if (deleted) servers.reload();
  }

  return (
    <ResourceListPage<McpServerView>
      title={t('MCP Servers')}
      noun={[t('MCP server'), t('MCP servers')]}
      items={servers.items}
      error={servers.error}
      onRetry={servers.reload}
      server={servers}
      itemKey={(server) => server.id}
      itemName={(server) => server.name}
      searchPlaceholder={t('Search name or address')}
      add={{
        label: t('Add MCP server'),
        permission: 'tools:create',
        onClick: () => setDialog({ open: true, server: null }),
      }}
      empty={{
        icon: <PlugConnected24Regular />,
        text: t(
          'No MCP servers yet. Add one and connect it: agents can then use its tools (Custom MCP Server).',
        ),
      }}
      columns={[
        {
          header: t('Name'),
          render: (server) => (
            <TableCellLayout media={<ServerBadge server={server} />}>
              <Text weight="semibold">{server.name}</Text>
            </TableCellLayout>
          ),
        },
        {
          header: t('Address'),
          render: (server) => (
            <TableCellLayout truncate className={list.muted}>
              {server.serverUrl}
            </TableCellLayout>
          ),
        },
        { header: t('Status'), width: 150, render: (server) => <McpServerStatus status={server.status} /> },
        { header: t('Tools'), width: 90, render: (server) => String(server.toolCount) },
        {
          header: t('Updated'),
          width: 180,
          render: (server) => new Date(server.updatedDate).toLocaleString(),
        },
      ]}
      actions={[
        {
          label: t('Connect'),
          icon: <PlugConnected20Regular />,
          permission: 'tools:create,tools:update',
          onClick: (server) => void connect(server),
        },
        {
          label: t('Edit'),
          icon: <Edit20Regular />,
          permission: 'tools:update,tools:view',
          onClick: (server) => setDialog({ open: true, server }),
        },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'tools:delete', onClick: remove },
      ]}
    >
      <McpServerDialog
        open={dialog.open}
        server={dialog.server}
        onClose={() => setDialog({ open: false, server: null })}
        onConnected={servers.reload}
        onSaved={(saved) => {
          notify.success(t("MCP server '{{name}}' saved", { name: saved.name }));
          setDialog({ open: false, server: null });
          servers.reload();
        }}
      />
    </ResourceListPage>
  );
}
