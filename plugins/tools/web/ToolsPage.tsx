import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, Wrench24Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { Available } from '../../../host/web/access/Available.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { Tool } from '../common/toolTypes.ts';
import { ToolDialog } from './ToolDialog.tsx';
import { toolsApi } from './toolsApi.ts';

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
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
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
  const styles = useStyles();
  const list = useListPageStyles();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; tool: Tool | null }>({ open: false, tool: null });

  const {
    data: tools,
    setData: setTools,
    error: loadError,
    reload: load,
  } = useLoaded<Tool[]>(() => toolsApi.list());

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!tools || !q) return tools ?? [];
    return tools.filter((t) => t.name.toLowerCase().includes(q) || t.description.toLowerCase().includes(q));
  }, [tools, search]);

  async function remove(tool: Tool) {
    const ok = await confirm({
      title: 'Delete tool',
      description: `Delete the tool '${tool.name}'? Flows that use it will no longer find it.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-tool',
    });
    if (!ok) return;
    try {
      await toolsApi.remove(tool.id);
      notify.success(`Tool '${tool.name}' deleted`);
      setTools((list) => list?.filter((t) => t.id !== tool.id) ?? null);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <div className={list.page}>
      <div className={list.header}>
        <Title2 as="h1" className={list.title}>
          Tools
        </Title2>
        <SearchBox
          placeholder="Search name or description"
          aria-label="Search tools"
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <Available permission="tools:create">
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setDialog({ open: true, tool: null })}
          >
            Add tool
          </Button>
        </Available>
      </div>
      <Card className={list.card}>
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>Could not load tools: {loadError}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={load}>Retry</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!tools && !loadError && <Spinner label="Loading tools…" />}
        {tools && tools.length === 0 && (
          <div className={styles.empty}>
            <Wrench24Regular className={list.emptyIcon} aria-hidden />
            <Text>
              No tools yet. A tool is a JavaScript function with an input schema that agents can call.
            </Text>
          </div>
        )}
        {tools && tools.length > 0 && shown.length === 0 && (
          <Text className={list.muted}>No tool matches '{search}'.</Text>
        )}
        {shown.length > 0 && (
          <Table aria-label="Tools">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Description</TableHeaderCell>
                <TableHeaderCell style={{ width: 180 }}>Updated</TableHeaderCell>
                <TableHeaderCell style={{ width: 100 }} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((tool) => (
                <TableRow key={tool.id}>
                  <TableCell>
                    <TableCellLayout media={<ToolBadge tool={tool} />}>
                      <Text weight="semibold">{tool.name}</Text>
                    </TableCellLayout>
                  </TableCell>
                  <TableCell>
                    <TableCellLayout truncate className={list.muted}>
                      {tool.description}
                    </TableCellLayout>
                  </TableCell>
                  <TableCell>{new Date(tool.updatedDate).toLocaleString()}</TableCell>
                  <TableCell>
                    <div className={list.actions}>
                      <Available permission="tools:update,tools:view">
                        <Button
                          appearance="subtle"
                          icon={<Edit20Regular />}
                          aria-label={`Edit ${tool.name}`}
                          onClick={() => setDialog({ open: true, tool })}
                        />
                      </Available>
                      <Available permission="tools:delete">
                        <Button
                          appearance="subtle"
                          icon={<Delete20Regular />}
                          aria-label={`Delete ${tool.name}`}
                          onClick={() => remove(tool)}
                        />
                      </Available>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <ToolDialog
        open={dialog.open}
        tool={dialog.tool}
        onClose={() => setDialog({ open: false, tool: null })}
        onSaved={(saved) => {
          notify.success(`Tool '${saved.name}' saved`);
          setDialog({ open: false, tool: null });
          void load();
        }}
      />
    </div>
  );
}
