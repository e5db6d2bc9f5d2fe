import { Button, makeStyles, TableCellLayout, Text, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, Delete20Regular, Edit20Regular, Wrench24Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { Available } from '../../../host/web/access/Available.tsx';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useItemMenuEntries } from '../../../host/web/components/useItemMenuEntries.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { Tool } from '../common/toolTypes.ts';
import { type LoadedTool, loadToolFile } from './loadToolFile.ts';
import { ToolDialog } from './ToolDialog.tsx';
import { toolsApi } from './toolsApi.ts';
import './toolsMessages.ts';

const useStyles = makeStyles({
  swatch: {
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForegroundOnBrand,
    flexShrink: 0,
    overflow: 'hidden',
  },
  iconImg: { width: '24px', height: '24px', objectFit: 'contain' },
});

function ToolBadge({ tool }: { tool: Tool }) {
  const styles = useStyles();
  return (
    <span className={styles.swatch} style={{ backgroundColor: tool.color }} aria-hidden>
      {tool.iconSrc ? <img className={styles.iconImg} src={tool.iconSrc} alt="" /> : <Wrench24Regular />}
    </span>
  );
}

/** /tools: the workspace's custom tools with search, create, edit, test-run and delete. */
export default function ToolsPage() {
  const list = useListPageStyles();
  const t = useT();
  const [dialog, setDialog] = useState<{ open: boolean; tool: Tool | null; loaded?: LoadedTool }>({
    open: false,
    tool: null,
  });
  const fileInput = useRef<HTMLInputElement>(null);

  /** Load: a tool file (the peer's marketplace or exported tool, or ours) opens in the dialog for review. */
  async function load(file: File) {
    try {
      setDialog({ open: true, tool: null, loaded: loadToolFile(await file.text()) });
    } catch (error) {
      notify.error(
        t("Cannot load '{{file}}': {{error}}", { file: file.name, error: (error as Error).message }),
      );
    }
  }
  const tools = useServerList<Tool>(toolsApi.page);
  const contributed = useItemMenuEntries('tool');

  async function remove(tool: Tool) {
    const deleted = await confirmAndRun({
      title: t('Delete tool'),
      description: t("Delete the tool '{{name}}'? Flows that use it will no longer find it.", {
        name: tool.name,
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-tool',
      run: () => toolsApi.remove(tool.id),
      done: t("Tool '{{name}}' deleted", { name: tool.name }),
    });
    if (deleted) tools.reload();
  }

  return (
    <ResourceListPage<Tool>
      title={t('Tools')}
      noun={[t('tool'), t('tools')]}
      items={tools.items}
      error={tools.error}
      onRetry={tools.reload}
      server={tools}
      itemKey={(tool) => tool.id}
      itemName={(tool) => tool.name}
      searchPlaceholder={t('Search name or description')}
      extraActions={
        <Available permission="tools:create">
          <Button icon={<ArrowUpload20Regular />} onClick={() => fileInput.current?.click()}>
            {t('Load')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="tool-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void load(file);
            }}
          />
        </Available>
      }
      add={{
        label: t('Add tool'),
        permission: 'tools:create',
        onClick: () => setDialog({ open: true, tool: null }),
      }}
      empty={{
        icon: <Wrench24Regular />,
        text: t('No tools yet. A tool is a JavaScript function with an input schema that agents can call.'),
      }}
      columns={[
        {
          header: t('Name'),
          render: (tool) => (
            <TableCellLayout media={<ToolBadge tool={tool} />}>
              <Text weight="semibold">{tool.name}</Text>
            </TableCellLayout>
          ),
        },
        {
          header: t('Description'),
          render: (tool) => (
            <TableCellLayout truncate className={list.muted}>
              {tool.description}
            </TableCellLayout>
          ),
        },
        { header: t('Updated'), width: 180, render: (tool) => new Date(tool.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: t('Edit'),
          icon: <Edit20Regular />,
          permission: 'tools:update,tools:view',
          onClick: (tool) => setDialog({ open: true, tool }),
        },
        ...contributed.entries.map((e) => ({
          label: t(e.label),
          icon: e.icon,
          onClick: (tool: Tool) => e.open({ id: tool.id, name: tool.name, description: tool.description }),
        })),
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'tools:delete', onClick: remove },
      ]}
    >
      {contributed.dialog}
      <ToolDialog
        open={dialog.open}
        tool={dialog.tool}
        loaded={dialog.loaded ?? null}
        onClose={() => setDialog({ open: false, tool: null })}
        onSaved={(saved) => {
          notify.success(t("Tool '{{name}}' saved", { name: saved.name }));
          setDialog({ open: false, tool: null });
          tools.reload();
        }}
      />
    </ResourceListPage>
  );
}
