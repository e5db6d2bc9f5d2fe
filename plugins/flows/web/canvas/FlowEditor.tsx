import './canvasMessages.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Background, type Edge, MiniMap, ReactFlow, useReactFlow } from '@xyflow/react';
import { type KeyboardEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { lazyNamed } from '../../../../host/web/components/lazyNamed.ts';
import { useItemMenuEntries } from '../../../../host/web/components/useItemMenuEntries.tsx';
import { useHasBeenTrue } from '../../../../host/web/components/useHasBeenTrue.ts';
import { canvas, canvasActions } from '../../../../host/web/stores/canvas.ts';
import { customization } from '../../../../host/web/stores/customization.ts';
import type { Flow } from '../../../../node-registry/flow.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { type SavedBase, fromCanvasGraph, toCanvasGraph } from '../../common/canvasGraph.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { LARGE_FLOW_NODES } from '../../common/initialViewport.ts';
import { shownLabel, useNodeText } from '../forms/NodeTextContext.tsx';
import { asGraph } from './asGraph.ts';
import { CanvasAnnouncer } from './CanvasAnnouncer.tsx';
import { CanvasContext, type CanvasContextValue } from './CanvasContext.tsx';
import { CanvasControls } from './CanvasControls.tsx';
import type { CanvasAction } from './canvasAction.ts';
import { CanvasHeader } from './CanvasHeader.tsx';
import type { CanvasConfig } from './canvasConfig.ts';
import { initialCanvasState } from './initialCanvasState.ts';
import { NodePalette } from './NodePalette.tsx';
import { PaletteRail } from './PaletteRail.tsx';
import type { FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import { EDGE_TYPES, NODE_TYPES } from './nodeTypes.ts';
import { useAddNode } from './useAddNode.ts';
import { useCanvasGraph } from './useCanvasGraph.ts';
import { useCanvasRoom } from './useCanvasRoom.ts';
import { useCanvasShortcuts } from './useCanvasShortcuts.ts';
import { fitViewOptions, useCanvasView } from './useCanvasView.ts';
import { useConnectNodes } from './useConnectNodes.ts';
import { useFlowSave } from './useFlowSave.ts';
import { useFlowValidation } from './useFlowValidation.ts';
import { useHeaderActions } from './useHeaderActions.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useNodeClipboard } from './useNodeClipboard.ts';
import { useNodeEdits } from './useNodeEdits.ts';
import { useNodeReparent } from './useNodeReparent.ts';
import { usePageColumns } from './usePageColumns.ts';
import { useStableHandler } from './useStableHandler.ts';

// Shown on demand: their code (forms, chat, snippets) loads when first opened, not with the canvas.
const ApiEndpointDialog = lazyNamed(() => import('./ApiEndpointDialog.tsx'), 'ApiEndpointDialog');
const CanvasChatPanel = lazyNamed(() => import('./CanvasChatPanel.tsx'), 'CanvasChatPanel');
const ChatbotConfigDialog = lazyNamed(() => import('../ChatbotConfigDialog.tsx'), 'ChatbotConfigDialog');
const ConflictDialog = lazyNamed(() => import('./ConflictDialog.tsx'), 'ConflictDialog');
const SelectedNodePanel = lazyNamed(() => import('./SelectedNodePanel.tsx'), 'SelectedNodePanel');
/** Set by a first save with validation errors: the flow's canvas, drawn anew at its address, shows the list. */
let reopenValidation = false;

const ValidationPanel = lazyNamed(() => import('./ValidationPanel.tsx'), 'ValidationPanel');

const DELETE_KEYS = ['Delete', 'Backspace'];
const SNAP_GRID: [number, number] = [25, 25];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
  body: { display: 'flex', flex: '1 1 auto', minHeight: 0 },
  flow: {
    position: 'relative',
    flex: '1 1 auto',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export interface FlowEditorProps {
  config: CanvasConfig;
  definitions: NodeDefinition[];
  record: FlowRecord | null;
  flow: Flow | null;
  onReplace(record: FlowRecord): void;
  /** The kind page's own flow menu actions. */
  actions?: CanvasAction[];
}

const miniMapColor = (n: { data: unknown }) => (n.data as { color?: string })?.color ?? '#999';

/** The editor of one flow: header, palette, canvas, node panel and validation list. */
export function FlowEditor({
  config,
  definitions,
  record: loadedRecord,
  flow,
  onReplace,
  actions,
}: FlowEditorProps) {
  const styles = useStyles();
  const t = useT();
  const nt = useNodeText();
  const rf = useReactFlow<FlowCanvasNode, Edge>();
  const { isDirty, canvasDialogShow } = useSnapshot(canvas);
  const { isDarkMode } = useSnapshot(customization);
  const wrapper = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const defs = useMemo(() => new Map(definitions.map((d) => [d.name, d])), [definitions]);

  // The first state only: the editor is remounted (keyed) for another flow or version.
  // A new flow is named in the reader's language ("Untitled Agentflow"); once saved it is the user's name.
  const [initial] = useState(() =>
    initialCanvasState({ ...config, newFlowName: t(config.newFlowName) }, defs, loadedRecord, flow),
  );
  const base = useRef<SavedBase>(initial.base);
  const g = useCanvasGraph(initial.snapshot);
  const { live, edit } = g;

  const currentFlow = useCallback(
    () => fromCanvasGraph(asGraph(g.liveRef.current), base.current, rf.getViewport()),
    [g.liveRef, rf],
  );
  const saver = useFlowSave({
    config,
    initialRecord: loadedRecord,
    current: () => ({ flow: currentFlow(), name: g.liveRef.current.name, token: g.liveRef.current }),
    unchangedSince: (token) => token === g.liveRef.current,
    onSaved: (saved) => {
      base.current = toCanvasGraph(saved, (name) => defs.has(name)).base;
    },
  });
  const { record } = saver;
  // other plugins' entries for a saved flow (e.g. Save as template), beside the kind's own actions
  const contributed = useItemMenuEntries('flow');

  useEffect(() => {
    canvasActions.removeDirty();
    if (loadedRecord) {
      const { id, name, type, updatedDate } = loadedRecord;
      canvasActions.setChatflow({ id, name, type, updatedDate });
    }
  }, [loadedRecord]);
  useLeaveGuard();

  const { diagnostics, setDiagnostics, validate, byNode } = useFlowValidation(currentFlow, config.startNode);
  const save = useCallback(
    async (force = false) => {
      const list = await validate();
      const problems = list.filter((d) => d.severity === 'error').length;
      // a first save moves to the flow's own address, which draws the canvas anew: the list reopens there
      if (problems && !record) reopenValidation = true;
      await saver.save(force, problems);
    },
    [validate, saver.save, record],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the saved flow's canvas opens
  useEffect(() => {
    if (!reopenValidation || !loadedRecord) return;
    reopenValidation = false;
    void validate();
  }, [loadedRecord]);

  const { updateNodeData, updateInputs, chooseOutput } = useNodeEdits(edit, defs);
  const [panelOpen, setPanelOpen] = useState(false);
  const openNode = useCallback(
    (id: string) => {
      g.setLive((s) => ({
        ...s,
        nodes: s.nodes.map((n) => (!!n.selected === (n.id === id) ? n : { ...n, selected: n.id === id })),
      }));
      setPanelOpen(true);
    },
    [g.setLive],
  );
  const context = useMemo<CanvasContextValue>(
    () => ({ definitions: defs, diagnostics: byNode, updateNodeData, openNode, chooseOutput }),
    [defs, byNode, updateNodeData, openNode, chooseOutput],
  );
  const onConnect = useConnectNodes(g, config.anchors);
  const removeEdge = useCallback(
    (id: string) => edit((s) => ({ ...s, edges: s.edges.filter((e) => e.id !== id) })),
    [edit],
  );
  const { addAtCentre, onDrop, onDragOver } = useAddNode({
    defs,
    startNode: config.startNode,
    anchors: config.anchors,
    graph: g,
    wrapper,
  });
  const clipboard = useNodeClipboard(g, config.startNode);
  const { onNodeDragStart, onNodeDragStop } = useNodeReparent(g, config.startNode);

  // Handlers given to the canvas stay the same between renders: a new one would re-render every node.
  const openPanel = useCallback(() => setPanelOpen(true), []);
  const [snap, setSnap] = useState(false);
  const selected = live.nodes.filter((n) => n.selected);
  const panelNode =
    panelOpen && selected.length === 1 && selected[0]?.type !== 'stickyNote' ? selected[0] : undefined;

  // The node being worked on (one selected) stays in view when panels take the canvas's room.
  const { narrow } = useCanvasRoom(
    wrapper,
    selected.length === 1 ? selected[0]?.id : undefined,
    panelNode?.id,
  );
  const { focusNode, layout } = useCanvasView(g, !narrow);
  const fit = useMemo(() => fitViewOptions(!narrow), [narrow]);
  useCanvasShortcuts({ save: () => void save(), undo: g.undo, redo: g.redo, ...clipboard });

  const [configOpen, setConfigOpen] = useState(false);
  const header = useHeaderActions({
    config,
    record,
    rename: (name: string) => edit((s) => ({ ...s, name })),
    save: () => save(),
    validate,
    configure: () => setConfigOpen(true),
  });
  const [apiOpen, setApiOpen] = useState(false);
  useEffect(() => {
    if (apiOpen || configOpen || saver.conflict) canvasActions.showCanvasDialog();
    else canvasActions.hideCanvasDialog();
  }, [apiOpen, configOpen, saver.conflict]);
  const configMounted = useHasBeenTrue(configOpen);
  const onApi = useStableHandler(() => setApiOpen(true));
  const apiMounted = useHasBeenTrue(apiOpen);
  const conflictMounted = useHasBeenTrue(!!saver.conflict);
  const [chatOpen, setChatOpen] = useState(false);
  const toggleChat = useStableHandler(() => setChatOpen((open) => !open));
  const columns = usePageColumns({
    body,
    panel: !!panelNode,
    chat: !!record && chatOpen,
    closePanel: () => setPanelOpen(false),
    closeChat: () => setChatOpen(false),
  });
  const onNodeKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).closest?.('.react-flow__node')) setPanelOpen(true);
  };

  return (
    <CanvasContext.Provider value={context}>
      {contributed.dialog}
      <CanvasAnnouncer graph={asGraph(live)} />
      <div className={styles.root}>
        <CanvasHeader
          name={live.name}
          dirty={isDirty}
          saving={saver.saving}
          saved={!!record}
          canUndo={g.canUndo}
          canRedo={g.canRedo}
          onUndo={g.undo}
          onRedo={g.redo}
          onApi={onApi}
          onChat={toggleChat}
          actions={
            record
              ? [
                  ...(actions?.map((a) => ({
                    label: a.label,
                    onClick: () => void a.run(currentFlow(), record),
                  })) ?? []),
                  ...contributed.entries.map((e) => ({
                    label: e.label,
                    icon: e.icon,
                    onClick: () => e.open({ id: record.id, name: live.name, type: record.type }),
                  })),
                ]
              : []
          }
          {...header}
        />
        <div className={styles.body} ref={body}>
          {columns.palette ? (
            <NodePalette
              definitions={definitions}
              categories={config.categories}
              onAdd={addAtCentre}
              onHide={columns.hidePalette}
            />
          ) : (
            <PaletteRail onShow={columns.showPalette} />
          )}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter on a focused node opens its panel */}
          <div className={styles.flow} ref={wrapper} data-testid="flow-canvas" onKeyDown={onNodeKey}>
            <ReactFlow<FlowCanvasNode, Edge>
              nodes={live.nodes}
              edges={live.edges}
              nodeTypes={NODE_TYPES}
              edgeTypes={EDGE_TYPES}
              onNodesChange={g.onNodesChange}
              onEdgesChange={g.onEdgesChange}
              onConnect={onConnect}
              onDrop={onDrop}
              onDragOver={onDragOver}
              onNodeDoubleClick={openPanel}
              onNodeDragStart={onNodeDragStart}
              onNodeDragStop={onNodeDragStop}
              deleteKeyCode={canvasDialogShow ? null : DELETE_KEYS}
              colorMode={isDarkMode ? 'dark' : 'light'}
              onlyRenderVisibleElements={live.nodes.length > LARGE_FLOW_NODES}
              minZoom={0.1}
              maxZoom={2}
              // An empty new flow keeps the default view: fitting would jump to the first node dropped.
              fitView={!initial.view && initial.snapshot.nodes.length > 0}
              defaultViewport={initial.view ?? undefined}
              fitViewOptions={fit}
              snapToGrid={snap}
              snapGrid={SNAP_GRID}
            >
              <Background gap={SNAP_GRID[0]} />
              {!narrow && <MiniMap pannable zoomable nodeColor={miniMapColor} />}
              <CanvasControls snap={snap} onSnap={setSnap} onLayout={layout} fitViewOptions={fit} />
            </ReactFlow>
            {diagnostics && (
              <Suspense fallback={null}>
                <ValidationPanel
                  diagnostics={diagnostics}
                  folded={narrow}
                  labelOf={(id) => {
                    const data = live.nodes.find((n) => n.id === id)?.data;
                    return data ? shownLabel(nt, data.label, defs.get(data.name)?.label) : id;
                  }}
                  onPick={focusNode}
                  onClose={() => setDiagnostics(null)}
                />
              </Suspense>
            )}
          </div>
          <Suspense fallback={null}>
            {panelNode && (
              <SelectedNodePanel
                node={panelNode}
                definition={defs.get(panelNode.data.name)}
                live={live}
                flowId={record?.id}
                updateNodeData={updateNodeData}
                updateInputs={updateInputs}
                onClose={() => setPanelOpen(false)}
                anchors={config.anchors ?? 'flow'}
                onConnect={onConnect}
                onRemoveEdge={removeEdge}
              />
            )}
            {record && chatOpen && (
              <CanvasChatPanel flowId={record.id} dirty={isDirty} onClose={toggleChat} />
            )}
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        {record && apiMounted && (
          <ApiEndpointDialog
            open={apiOpen}
            flowId={record.id}
            flow={apiOpen ? currentFlow() : base.current.flow}
            onClose={() => setApiOpen(false)}
          />
        )}
        {record && configMounted && (
          <ChatbotConfigDialog
            open={configOpen}
            flowId={record.id}
            flowName={record.name}
            flow={record}
            onClose={() => setConfigOpen(false)}
            onSaved={(next, basedOn) =>
              // Adopt the new version only when the save was based on ours: otherwise the graph's
              // next save must still meet the change made elsewhere (409).
              saver.setRecord((r) =>
                r && r.updatedDate === basedOn
                  ? next
                  : r && { ...r, chatbotConfig: next.chatbotConfig, apiConfig: next.apiConfig },
              )
            }
          />
        )}
        {conflictMounted && (
          <ConflictDialog
            current={saver.conflict}
            busy={saver.saving}
            onCancel={() => saver.setConflict(null)}
            onReload={() => {
              const stored = saver.conflict;
              saver.setConflict(null);
              if (stored) onReplace(stored);
            }}
            onOverwrite={() => void save(true)}
          />
        )}
      </Suspense>
    </CanvasContext.Provider>
  );
}
