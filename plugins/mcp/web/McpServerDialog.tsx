import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { PlugConnected20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Available } from '../../../host/web/access/Available.tsx';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { type HeaderRow, headerRowsOf, headersOf } from '../common/headerRows.ts';
import type { McpServerTool, McpServerView } from '../common/mcpServerTypes.ts';
import { HeaderRowsEditor } from './HeaderRowsEditor.tsx';
import { McpServerStatus } from './McpServerStatus.tsx';
import { McpServerToolsList } from './McpServerToolsList.tsx';
import { mcpServersApi } from './mcpServersApi.ts';
import './mcpServersMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '680px', width: '95vw' },
  connection: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface McpServerDialogProps {
  open: boolean;
  /** The server to edit; null adds one. */
  server: McpServerView | null;
  onClose(): void;
  onSaved(server: McpServerView): void;
  /** A connection changed the server's status (the list shows it). */
  onConnected(server: McpServerView): void;
}

/** Add or edit a saved MCP server: name, address, headers; an existing one connects and shows its tools. */
export function McpServerDialog({ open, server, onClose, onSaved, onConnected }: McpServerDialogProps) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [rows, setRows] = useState<HeaderRow[]>([]);
  const [current, setCurrent] = useState<McpServerView | null>(null);
  const [tools, setTools] = useState<McpServerTool[] | null>(null);
  const [connecting, setConnecting] = useState(false);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!open) return;
    setName(server?.name ?? '');
    setUrl(server?.serverUrl ?? '');
    setRows(headerRowsOf(server?.authConfig?.headers));
    setCurrent(server);
    setFailure(null);
    setTools(server ? null : []);
    if (server)
      mcpServersApi.tools(server.id).then(setTools, (error) => {
        setTools([]);
        setFailure(errorMessage(error));
      });
  }, [open, server, setFailure]);

  async function save() {
    const headers = headersOf(rows);
    const body = {
      name,
      serverUrl: url,
      authType: Object.keys(headers).length ? ('CUSTOM_HEADERS' as const) : ('NONE' as const),
      authConfig: Object.keys(headers).length ? { headers } : null,
    };
    await saving.run(async () =>
      onSaved(server ? await mcpServersApi.update(server.id, body) : await mcpServersApi.create(body)),
    );
  }

  async function connect(id: string) {
    setConnecting(true);
    setFailure(null);
    try {
      const connected = await mcpServersApi.connect(id);
      setCurrent(connected);
      setTools(connected.tools);
      onConnected(connected);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setConnecting(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={server ? t('Edit {{name}}', { name: server.name }) : t('Add MCP server')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={server ? t('Save') : t('Add')}
      surfaceClassName={styles.surface}
    >
      <Field label={t('Name')} required>
        <Input value={name} autoFocus onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field
        label={t('Server URL')}
        required
        hint={t(
          'Streamable HTTP, or SSE for older servers. Once saved, its path is shown masked: it may hold a token.',
        )}
      >
        <Input
          value={url}
          placeholder={t('https://mcp.example.com/mcp')}
          onChange={(_, d) => setUrl(d.value)}
        />
      </Field>
      <HeaderRowsEditor rows={rows} onChange={setRows} />
      {current && (
        <>
          <div className={styles.connection}>
            <McpServerStatus status={current.status} />
            <Available permission="tools:create,tools:update">
              <Button
                icon={<PlugConnected20Regular />}
                disabledFocusable={connecting}
                onClick={() => void connect(current.id)}
              >
                {connecting ? t('Connecting…') : t('Connect')}
              </Button>
            </Available>
          </div>
          {current.status === 'ERROR' && current.error && (
            <MessageBar intent="error">
              <MessageBarBody>{current.error}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('Discovered tools')}>
            <McpServerToolsList tools={tools} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
