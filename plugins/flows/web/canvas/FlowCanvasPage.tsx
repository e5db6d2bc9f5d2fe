import './canvasMessages.ts';
import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ReactFlowProvider } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { errorMessage, http } from '../../../../host/web/http/http.ts';
import { canvasActions } from '../../../../host/web/stores/canvas.ts';
import type { Flow } from '../../../../node-registry/flow.ts';
import { normalizeFlow } from '../../../../node-registry/normalizeFlow.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { getGraphWorker } from '../../../../node-registry/web/graphWorker.ts';
import type { FlowRecord, FlowType } from '../../common/flowTypes.ts';
import { flowsApi } from '../flowsApi.ts';
import { useFlowKind, useFlowKindNodes } from '../useFlowKind.ts';
import type { CanvasAction } from './canvasAction.ts';
import { type CanvasConfig, canvasConfigOf } from './canvasConfig.ts';
import { FlowEditor } from './FlowEditor.tsx';
import { NodeTextProvider } from '../forms/NodeTextContext.tsx';
import { useNodeMessages } from '../forms/useNodeMessages.ts';
import { useShell } from '../../../../host/web/router/ShellContext.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  center: {
    flex: '1 1 auto',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
  },
});

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; definitions: NodeDefinition[]; record: FlowRecord | null; flow: Flow | null };

/** The node types of this flow type, in the flow type's order. */
async function loadDefinitions(config: CanvasConfig, signal: AbortSignal): Promise<NodeDefinition[]> {
  const all = await http.get<NodeDefinition[]>('/nodes', { signal });
  const byName = new Map(all.map((d) => [d.name, d]));
  return config.nodeNames.flatMap((name) => byName.get(name) ?? []);
}

/**
 * The full-screen canvas of one flow kind (as its plugin registered it under flowKinds): loads
 * the kind's node types and the flow (or starts a new one), then hands them to the editor. A flow
 * whose data is broken shows why instead of a canvas. Node texts are said in the reader's language
 * where the loaded plugins translate them (their manifests' nodeMessages), else as written.
 */
export function FlowCanvasPage({ type, actions }: { type: FlowType; actions?: CanvasAction[] }) {
  const kind = useFlowKind(type);
  const nodes = useFlowKindNodes(type);
  const nodeMessages = useNodeMessages(useShell().registry);
  const config = useMemo(() => (kind && nodes ? canvasConfigOf(kind, nodes) : null), [kind, nodes]);
  if (!kind) return <NoKind type={type} />;
  if (!config) return <LoadingFlow />;
  return (
    <NodeTextProvider messages={nodeMessages}>
      <KindCanvas config={config} actions={actions} />
    </NodeTextProvider>
  );
}

function LoadingFlow() {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <Spinner label={t('Loading the flow...')} />
    </div>
  );
}

function NoKind({ type }: { type: FlowType }) {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.center}>
      <MessageBar intent="error">
        <MessageBarBody>{t('No plugin serves {{type}} flows here.', { type })}</MessageBarBody>
      </MessageBar>
    </div>
  );
}

function KindCanvas({ config, actions }: { config: CanvasConfig; actions?: CanvasAction[] }) {
  const t = useT();
  const styles = useStyles();
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    setLoaded({ status: 'loading' });
    (async () => {
      try {
        const [definitions, record] = await Promise.all([
          loadDefinitions(config, abort.signal),
          id ? flowsApi.get(id, abort.signal) : Promise.resolve(null),
        ]);
        await getGraphWorker().init(definitions);
        const flow = record ? normalizeFlow(record.flowData) : null;
        if (!abort.signal.aborted) setLoaded({ status: 'ready', definitions, record, flow });
      } catch (err) {
        if (!abort.signal.aborted) setLoaded({ status: 'error', message: errorMessage(err) });
      }
    })();
    return () => abort.abort();
  }, [config, id]);

  useEffect(
    () => () => {
      canvasActions.removeDirty();
      canvasActions.setChatflow(null);
    },
    [],
  );

  /** After a conflict the user chose the stored version: show it as freshly loaded. */
  const replace = useCallback((record: FlowRecord) => {
    setLoaded((l) => (l.status === 'ready' ? { ...l, record, flow: normalizeFlow(record.flowData) } : l));
  }, []);

  if (loaded.status === 'loading') return <LoadingFlow />;
  if (loaded.status === 'error') {
    return (
      <div className={styles.center}>
        <MessageBar intent="error">
          <MessageBarBody>
            {t('Could not open this flow: {{reason}}', { reason: loaded.message })}
          </MessageBarBody>
        </MessageBar>
        <Body1>{t('Nothing was changed.')}</Body1>
        <Button onClick={() => navigate(config.listPath)}>{t('Back to the list')}</Button>
      </div>
    );
  }
  return (
    <ReactFlowProvider>
      <FlowEditor
        key={`${loaded.record?.id ?? 'new'}:${loaded.record?.updatedDate ?? ''}`}
        config={config}
        definitions={loaded.definitions}
        record={loaded.record}
        flow={loaded.flow}
        onReplace={replace}
        actions={actions}
      />
    </ReactFlowProvider>
  );
}
