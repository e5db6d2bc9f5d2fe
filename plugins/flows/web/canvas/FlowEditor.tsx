import { makeStyles, tokens } from '@fluentui/react-components';
import {
  Background,
  type Connection,
  type Edge,
  type EdgeTypes,
  MiniMap,
  type NodeTypes,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { canvas, canvasActions } from '../../../../host/web/stores/canvas.ts';
import { customization } from '../../../../host/web/stores/customization.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { Diagnostic, Flow, FlowNode, FlowNodeData, Graph } from '../../../../node-registry/flow.ts';
import { createNodeData } from '../../../../node-registry/rules/createNodeData.ts';
import { getUniqueNodeId } from '../../../../node-registry/rules/getUniqueNodeId.ts';
import type { NodeDefinition } from '../../../../node-registry/types.ts';
import { getGraphWorker } from '../../../../node-registry/web/graphWorker.ts';
import { autoLayout } from '../../common/autoLayout.ts';
import {
  type CanvasGraph,
  emptyBase,
  fromCanvasGraph,
  type SavedBase,
  toCanvasGraph,
  UNKNOWN_NODE_TYPE,
} from '../../common/canvasGraph.ts';
import { containerAt } from '../../common/containerAt.ts';
import { flowPermission } from '../../common/flowPermissions.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { newEdge } from '../../common/newEdge.ts';
import { pasteNodes } from '../../common/pasteNodes.ts';
import { ruleGraph } from '../../common/ruleGraph.ts';
import { applyNodeInputs } from '../../common/applyNodeInputs.ts';
import { CanvasNodeForm } from '../forms/CanvasNodeForm.tsx';
import { flowActions } from '../flowActions.ts';
import { ApiEndpointDialog } from './ApiEndpointDialog.tsx';
import { CanvasContext, type CanvasContextValue } from './CanvasContext.tsx';
import { CanvasControls } from './CanvasControls.tsx';
import { CanvasChatPanel } from './CanvasChatPanel.tsx';
import { CanvasHeader } from './CanvasHeader.tsx';
import { type CanvasConfig, canvasTypeOfDefinition } from './canvasConfig.ts';
import { getCopied, selectionOf, setCopied } from './clipboard.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { NODE_DRAG_TYPE, NodePalette } from './NodePalette.tsx';
import { NodePanel } from './NodePanel.tsx';
import { AgentFlowEdge } from './nodes/AgentFlowEdge.tsx';
import { AgentFlowNode, type FlowCanvasNode } from './nodes/AgentFlowNode.tsx';
import { IterationNode } from './nodes/IterationNode.tsx';
import { StickyNoteNode } from './nodes/StickyNoteNode.tsx';
import { UnknownNode } from './nodes/UnknownNode.tsx';
import { type CanvasSnapshot, useCanvasGraph } from './useCanvasGraph.ts';
import { useCanvasShortcuts } from './useCanvasShortcuts.ts';
import { useFlowSave } from './useFlowSave.ts';
import { confirmLeave, useLeaveGuard } from './useLeaveGuard.ts';
import { useStableHandler } from './useStableHandler.ts';
import { ValidationPanel } from './ValidationPanel.tsx';

const NODE_TYPES: NodeTypes = {
  agentFlow: AgentFlowNode,
  stickyNote: StickyNoteNode,
  iteration: IterationNode,
  [UNKNOWN_NODE_TYPE]: UnknownNode,
};
const EDGE_TYPES: EdgeTypes = { agentFlow: AgentFlowEdge };
const DELETE_KEYS = ['Delete', 'Backspace'];
const SNAP_GRID: [number, number] = [25, 25];
/** A small flow is shown at its real size rather than blown up. */
const FIT_VIEW = { maxZoom: 1, padding: 0.2 };
/** Nodes that may not sit inside a container (the peer's rule). */
const NOT_IN_CONTAINER = new Set(['humanInputAgentflow']);

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
}

const asGraph = (s: CanvasSnapshot) => s as unknown as CanvasGraph;
const miniMapColor = (n: { data: unknown }) => (n.data as { color?: string })?.color ?? '#999';

/** The editor of one flow: header, palette, canvas, node panel and validation list. */
export function FlowEditor({ config, definitions, record: loadedRecord, flow, onReplace }: FlowEditorProps) {
  const styles = useStyles();
  const rf = useReactFlow<FlowCanvasNode, Edge>();
  const [, navigate] = useLocation();
  const access = useAccess();
  const { isDirty, canvasDialogShow } = useSnapshot(canvas);
  const { isDarkMode } = useSnapshot(customization);
  const wrapper = useRef<HTMLDivElement>(null);
  const defs = useMemo(() => new Map(definitions.map((d) => [d.name, d])), [definitions]);

  // The first state only: the editor is remounted (keyed) for another flow or version.
  const [initial] = useState(() => {
    if (flow && loadedRecord) {
      const { graph, base } = toCanvasGraph(flow, (name) => defs.has(name));
      return { snapshot: { ...(graph as unknown as CanvasSnapshot), name: loadedRecord.name }, base };
    }
    const nodes: FlowCanvasNode[] = [];
    const start = config.startNode ? defs.get(config.startNode) : undefined;
    if (start) {
      const id = getUniqueNodeId(start.name, []);
      nodes.push({
        id,
        type: canvasTypeOfDefinition(start),
        position: { x: 100, y: 150 },
        data: createNodeData(start, id),
      });
    }
    return { snapshot: { nodes, edges: [], name: config.newFlowName }, base: emptyBase() };
  });
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

  useEffect(() => {
    canvasActions.removeDirty();
    if (loadedRecord) {
      const { id, name, type, updatedDate } = loadedRecord;
      canvasActions.setChatflow({ id, name, type, updatedDate });
    }
  }, [loadedRecord]);
  useLeaveGuard();

  // Validation: the list panel (null = closed) and the problems per node for the badges.
  const [diagnostics, setDiagnostics] = useState<Diagnostic[] | null>(null);
  const validate = useCallback(async () => {
    const list = await getGraphWorker().validateFlow(currentFlow(), { startNode: config.startNode });
    setDiagnostics(list);
    return list;
  }, [currentFlow, config.startNode]);
  const byNode = useMemo(() => {
    const map = new Map<string, Diagnostic[]>();
    for (const d of diagnostics ?? []) if (d.nodeId) map.set(d.nodeId, [...(map.get(d.nodeId) ?? []), d]);
    return map;
  }, [diagnostics]);

  const save = useCallback(
    async (force = false) => {
      const list = await validate();
      if (list.some((d) => d.severity === 'error')) {
        notify.warning('Saved with problems: see the validation list.');
      }
      await saver.save(force);
    },
    [validate, saver.save],
  );

  const updateNodeData = useCallback(
    (nodeId: string, patch: Record<string, unknown>) =>
      edit(
        (s) => ({
          ...s,
          nodes: s.nodes.map((n) => (n.id === nodeId ? { ...n, data: { ...n.data, ...patch } } : n)),
        }),
        `data:${nodeId}`,
      ),
    [edit],
  );
  /** A form change: the node's data, then its params' display and (condition) outputs from the inputs. */
  const updateInputs = useCallback(
    (nodeId: string, patch: Partial<FlowNodeData>) =>
      edit((s) => {
        const nodes = s.nodes.map((n) => (n.id === nodeId ? { ...n, data: { ...n.data, ...patch } } : n));
        const merged = { ...s, nodes };
        const node = nodes.find((n) => n.id === nodeId);
        if (!patch.inputs || !node) return merged;
        const next = applyNodeInputs(asGraph(merged), nodeId, patch.inputs, defs.get(node.data.name));
        return { ...merged, nodes: next.nodes as FlowCanvasNode[], edges: next.edges as Edge[] };
      }, `inputs:${nodeId}`),
    [edit, defs],
  );
  const context = useMemo<CanvasContextValue>(
    () => ({ definitions: defs, diagnostics: byNode, updateNodeData }),
    [defs, byNode, updateNodeData],
  );

  const onConnect = useCallback(
    async (connection: Connection) => {
      const check = await getGraphWorker().isValidConnection(
        connection,
        ruleGraph(asGraph(g.liveRef.current), connection),
      );
      if (!check.ok) {
        notify.warning(check.reason);
        return;
      }
      edit((s) => {
        const nodes = asGraph(s).nodes;
        const edge = newEdge(
          connection,
          nodes.find((n) => n.id === connection.source),
          nodes.find((n) => n.id === connection.target),
        ) as Edge;
        return s.edges.some((e) => e.id === edge.id) ? s : { ...s, edges: [...s.edges, edge] };
      });
    },
    [edit, g.liveRef],
  );

  const addNode = useCallback(
    (name: string, at: { x: number; y: number }) => {
      const def = defs.get(name);
      if (!def) return;
      const nodes = g.liveRef.current.nodes;
      if (name === config.startNode && nodes.some((n) => n.data.name === name)) {
        notify.warning('Only one Start node is allowed.');
        return;
      }
      const type = canvasTypeOfDefinition(def);
      const id = getUniqueNodeId(name, nodes);
      const node: FlowCanvasNode = { id, type, position: at, data: createNodeData(def, id), selected: true };
      if (type === 'iteration') {
        node.width = Number(def.ui?.minWidth ?? 300);
        node.height = Number(def.ui?.minHeight ?? 250);
      }
      const box = containerAt(asGraph(g.liveRef.current).nodes, at, (n) => n.type === 'iteration');
      if (box && (type === 'iteration' || NOT_IN_CONTAINER.has(name))) {
        notify.warning(`${def.label} cannot be placed inside an Iteration.`);
      } else if (box) {
        node.parentId = box.id;
        node.extent = 'parent';
        node.position = { x: Math.max(10, at.x - box.position.x), y: Math.max(40, at.y - box.position.y) };
      }
      edit((s) => ({
        ...s,
        nodes: [...s.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)), node],
      }));
    },
    [defs, config.startNode, edit, g.liveRef],
  );

  const onDragOver = useCallback((e: DragEvent) => {
    if (!e.dataTransfer.types.includes(NODE_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  }, []);
  const onDrop = useCallback(
    (e: DragEvent) => {
      const name = e.dataTransfer.getData(NODE_DRAG_TYPE);
      if (!name) return;
      e.preventDefault();
      addNode(name, rf.screenToFlowPosition({ x: e.clientX, y: e.clientY }));
    },
    [addNode, rf],
  );
  /** Keyboard add: the middle of what the user sees. */
  const addAtCentre = useCallback(
    (name: string) => {
      const box = wrapper.current?.getBoundingClientRect();
      const centre = box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 400, y: 300 };
      const p = rf.screenToFlowPosition(centre);
      // Step aside from nodes already there, so the new one is not hidden under them.
      const taken = (x: number, y: number) =>
        g.liveRef.current.nodes.some(
          (n) => Math.abs(n.position.x - x) < 60 && Math.abs(n.position.y - y) < 40,
        );
      let at = { x: p.x - 90, y: p.y - 30 };
      for (let i = 0; i < 20 && taken(at.x, at.y); i += 1) at = { x: at.x + 40, y: at.y + 60 };
      addNode(name, at);
    },
    [addNode, rf, g.liveRef],
  );

  const paste = useCallback(
    (copied: CanvasGraph | null) => {
      if (!copied?.nodes.length) return;
      const s = asGraph(g.liveRef.current);
      const out = pasteNodes(copied, s.nodes, s.nodes, {
        single: config.startNode ? [config.startNode] : [],
      });
      if (out.skipped.length) notify.warning('Only one Start node is allowed.');
      if (!out.nodes.length) return;
      edit((cur) => ({
        ...cur,
        nodes: [
          ...cur.nodes.map((n) => (n.selected ? { ...n, selected: false } : n)),
          ...(out.nodes as FlowCanvasNode[]),
        ],
        edges: [...cur.edges, ...(out.edges as Edge[])],
      }));
    },
    [config.startNode, edit, g.liveRef],
  );
  const copy = useCallback(() => {
    const sel = selectionOf(asGraph(g.liveRef.current));
    if (!sel.nodes.length) return;
    setCopied(sel);
    notify.info(`Copied ${sel.nodes.length} node${sel.nodes.length === 1 ? '' : 's'}`);
  }, [g.liveRef]);

  const [panelOpen, setPanelOpen] = useState(false);
  // Handlers given to the canvas stay the same between renders: a new one would re-render every node.
  const openPanel = useCallback(() => setPanelOpen(true), []);
  const onConnectHandler = useCallback((c: Connection) => void onConnect(c), [onConnect]);
  const [snap, setSnap] = useState(false);
  const selected = live.nodes.filter((n) => n.selected);
  const panelNode =
    panelOpen && selected.length === 1 && selected[0]?.type !== 'stickyNote' ? selected[0] : undefined;

  const focusNode = useCallback(
    (id: string) => {
      g.setLive((s) => ({
        ...s,
        nodes: s.nodes.map((n) => (!!n.selected === (n.id === id) ? n : { ...n, selected: n.id === id })),
      }));
      const node = rf.getInternalNode(id);
      if (!node) return;
      const { x, y } = node.internals.positionAbsolute;
      const w = node.measured.width ?? 0;
      const h = node.measured.height ?? 0;
      void rf.setCenter(x + w / 2, y + h / 2, { zoom: Math.max(rf.getZoom(), 1), duration: 300 });
    },
    [g, rf],
  );

  const layout = useCallback(() => {
    const s = g.liveRef.current;
    const pos = autoLayout(
      s.nodes.map((n) => ({
        id: n.id,
        width: n.measured?.width ?? n.width,
        height: n.measured?.height ?? n.height,
        parentId: n.parentId,
        fixed: n.type === 'stickyNote',
      })),
      s.edges,
    );
    edit((cur) => ({
      ...cur,
      nodes: cur.nodes.map((n) => (pos.has(n.id) ? { ...n, position: pos.get(n.id)! } : n)),
    }));
    requestAnimationFrame(() => void rf.fitView({ ...FIT_VIEW, duration: 300 }));
  }, [edit, g.liveRef, rf]);

  useCanvasShortcuts({
    save: () => void save(),
    undo: g.undo,
    redo: g.redo,
    copy,
    paste: () => paste(getCopied()),
    duplicate: () => paste(selectionOf(asGraph(g.liveRef.current))),
  });

  const leave = async (to: string) => {
    if (!(await confirmLeave())) return;
    canvasActions.removeDirty();
    navigate(to);
  };
  const [apiOpen, setApiOpen] = useState(false);
  useEffect(() => {
    if (apiOpen || saver.conflict) canvasActions.showCanvasDialog();
    else canvasActions.hideCanvasDialog();
  }, [apiOpen, saver.conflict]);

  const can = (action: 'create' | 'update' | 'duplicate' | 'export' | 'delete') =>
    access.can(flowPermission(config.flowType, action));
  const [canDuplicate, canExport, canDelete] = [can('duplicate'), can('export'), can('delete')];
  const headerCan = useMemo(
    () => ({ duplicate: canDuplicate, export: canExport, delete: canDelete }),
    [canDuplicate, canExport, canDelete],
  );
  const onBack = useStableHandler(() => void leave(config.listPath));
  const onRename = useStableHandler((name: string) => edit((s) => ({ ...s, name })));
  const onSave = useStableHandler(() => void save());
  const onValidate = useStableHandler(() => void validate());
  const onApi = useStableHandler(() => setApiOpen(true));
  const onDuplicate = useStableHandler(async () => {
    const copyRecord = record && (await flowActions.duplicate(record));
    if (copyRecord) void leave(`${config.basePath}/${copyRecord.id}`);
  });
  const onExport = useStableHandler(() => record && void flowActions.exportToFile(record));
  const onDelete = useStableHandler(async () => {
    if (record && (await flowActions.remove(record))) {
      canvasActions.removeDirty();
      navigate(config.listPath);
    }
  });
  const [chatOpen, setChatOpen] = useState(false);
  const toggleChat = useStableHandler(() => setChatOpen((open) => !open));
  const onNodeKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).closest?.('.react-flow__node')) setPanelOpen(true);
  };

  return (
    <CanvasContext.Provider value={context}>
      <div className={styles.root}>
        <CanvasHeader
          name={live.name}
          dirty={isDirty}
          saving={saver.saving}
          saved={!!record}
          canUndo={g.canUndo}
          canRedo={g.canRedo}
          canEdit={can(record ? 'update' : 'create')}
          can={headerCan}
          onBack={onBack}
          onRename={onRename}
          onSave={onSave}
          onValidate={onValidate}
          onUndo={g.undo}
          onRedo={g.redo}
          onApi={onApi}
          onChat={toggleChat}
          onDuplicate={onDuplicate}
          onExport={onExport}
          onDelete={onDelete}
        />
        <div className={styles.body}>
          <NodePalette definitions={definitions} onAdd={addAtCentre} />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter on a focused node opens its panel */}
          <div className={styles.flow} ref={wrapper} data-testid="flow-canvas" onKeyDown={onNodeKey}>
            <ReactFlow<FlowCanvasNode, Edge>
              nodes={live.nodes}
              edges={live.edges}
              nodeTypes={NODE_TYPES}
              edgeTypes={EDGE_TYPES}
              onNodesChange={g.onNodesChange}
              onEdgesChange={g.onEdgesChange}
              onConnect={onConnectHandler}
              onDrop={onDrop}
              onDragOver={onDragOver}
              onNodeDoubleClick={openPanel}
              deleteKeyCode={canvasDialogShow ? null : DELETE_KEYS}
              colorMode={isDarkMode ? 'dark' : 'light'}
              onlyRenderVisibleElements={live.nodes.length > 200}
              minZoom={0.1}
              maxZoom={2}
              fitView
              fitViewOptions={FIT_VIEW}
              snapToGrid={snap}
              snapGrid={SNAP_GRID}
            >
              <Background gap={SNAP_GRID[0]} />
              <MiniMap pannable zoomable nodeColor={miniMapColor} />
              <CanvasControls snap={snap} onSnap={setSnap} onLayout={layout} fitViewOptions={FIT_VIEW} />
            </ReactFlow>
            {diagnostics && (
              <ValidationPanel
                diagnostics={diagnostics}
                labelOf={(id) => live.nodes.find((n) => n.id === id)?.data.label ?? id}
                onPick={focusNode}
                onClose={() => setDiagnostics(null)}
              />
            )}
          </div>
          {panelNode && (
            <NodePanel
              node={panelNode}
              definition={defs.get(panelNode.data.name)}
              onRename={(label) => updateNodeData(panelNode.id, { label })}
              onClose={() => setPanelOpen(false)}
              form={
                panelNode.type !== UNKNOWN_NODE_TYPE && defs.get(panelNode.data.name) ? (
                  <CanvasNodeForm
                    key={panelNode.id}
                    node={panelNode as unknown as FlowNode}
                    definition={defs.get(panelNode.data.name) as NodeDefinition}
                    graph={asGraph(live) as unknown as Graph}
                    flowId={record?.id}
                    onUpdate={(patch) => updateInputs(panelNode.id, patch)}
                  />
                ) : undefined
              }
            />
          )}
          {record && chatOpen && <CanvasChatPanel flowId={record.id} dirty={isDirty} onClose={toggleChat} />}
        </div>
      </div>
      {record && (
        <ApiEndpointDialog
          open={apiOpen}
          flowId={record.id}
          flow={apiOpen ? currentFlow() : base.current.flow}
          onClose={() => setApiOpen(false)}
        />
      )}
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
    </CanvasContext.Provider>
  );
}
