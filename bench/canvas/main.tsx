import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ReactFlowProvider, useStoreApi } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type { Flow } from '../../node-registry/flow.ts';
import {
  measureConnectionCheck,
  syntheticChainGraph,
} from '../../node-registry/rules/connectionBenchmark.ts';
import { createGraphSync } from '../../node-registry/web/graphSync.ts';
import { getGraphWorker } from '../../node-registry/web/graphWorker.ts';
import agentflow from '../../plugins/agentflow/index.ts';
import { agentflowNodes } from '../../plugins/agentflow/definitions.ts';
import chatflow from '../../plugins/chatflow/index.ts';
import { nodes as chatflowNodes } from '../../plugins/chatflow/definitions.ts';
import type { CanvasGraph } from '../../plugins/flows/common/canvasGraph.ts';
import type { FlowRecord } from '../../plugins/flows/common/flowTypes.ts';
import { ruleGraph } from '../../plugins/flows/common/ruleGraph.ts';
import { canvasConfigOf } from '../../plugins/flows/web/canvas/canvasConfig.ts';
import { FlowEditor } from '../../plugins/flows/web/canvas/FlowEditor.tsx';
import { generateChatflow } from './generateChatflow.ts';
import { generateFlow } from './generateFlow.ts';

/**
 * The real canvas editor on a generated flow, without a server: bench/canvas.ts opens this page
 * in headless Chromium. ?nodes=500&edges=600 sets the size; window.__bench reports the figures.
 */
declare global {
  interface Window {
    __bench: {
      ready?: number;
      /** When the open's phases ended, in ms since navigation: --profile prints them. */
      marks: Record<string, number>;
      frames: number[];
      recording: boolean;
      checkMs?: (n: number) => Promise<number>;
      checkAfterEditMs?: (n: number) => Promise<number>;
      ruleMs?: (n: number) => number;
      fitAllMs?: (count: number) => Promise<number>;
    };
  }
}

const params = new URLSearchParams(window.location.search);
const nodes = Number(params.get('nodes') ?? 500);
const edges = Number(params.get('edges') ?? 600);
/** ?kind=chatflow: the typed canvas on the chatflow catalogue; else the agentflow canvas. */
const typed = params.get('kind') === 'chatflow';
const definitions = typed ? chatflowNodes : agentflowNodes;
const flow: Flow = typed
  ? generateChatflow(definitions, nodes, edges)
  : generateFlow(agentflowNodes, nodes, edges);
const config = canvasConfigOf((typed ? chatflow : agentflow).flowKinds![0]!, definitions);
const now = new Date().toISOString();
const record: FlowRecord = {
  id: 'bench',
  name: `Bench ${nodes}`,
  type: typed ? 'CHATFLOW' : 'AGENTFLOW',
  deployed: false,
  isPublic: false,
  apikeyid: null,
  chatbotConfig: null,
  apiConfig: null,
  analytic: null,
  category: null,
  workspaceId: 'default',
  createdDate: now,
  updatedDate: now,
  flowData: JSON.stringify(flow),
};

window.__bench = { frames: [], recording: false, marks: { modulesEvaluated: performance.now() } };
// Frame lengths while recording: the gap between animation frames is what a user sees as jank.
let last = performance.now();
const tick = (t: number) => {
  if (window.__bench.recording) window.__bench.frames.push(t - last);
  last = t;
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);

/**
 * The worst case for the rule: a chain of `size` nodes and the connection from its last node back
 * to its first, refused only after the cycle search has walked the whole chain.
 */
function checkCase(size: number) {
  const graph = syntheticChainGraph(size) as unknown as CanvasGraph;
  const last = `llmAgentflow_${size - 1}`;
  const connection = {
    source: last,
    target: 'llmAgentflow_0',
    sourceHandle: `${last}-output-llmAgentflow`,
    targetHandle: 'llmAgentflow_0',
  };
  // as the canvas does it: the worker keeps the slimmed graph between checks
  const sync = createGraphSync<CanvasGraph>(getGraphWorker, { slim: (g) => ruleGraph(g) });
  sync.update(graph);
  const check = async () => {
    const answer = await sync.check(connection);
    if (answer.ok || !answer.reason.includes('cycle'))
      throw new Error(`not the cycle refusal: ${JSON.stringify(answer)}`);
  };
  return { graph, check, sync };
}

/** Average round trip (ms) of the worker's connection check on a chain of `size` nodes. */
window.__bench.checkMs = async (size: number) => {
  const { check, sync } = checkCase(size);
  await check();
  const runs = 30;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) await check();
  const ms = (performance.now() - start) / runs;
  sync.dispose();
  return ms;
};

/** The same, when each check follows an edit the worker has not been sent yet: the graph rides along. */
window.__bench.checkAfterEditMs = async (size: number) => {
  const { graph, check, sync } = checkCase(size);
  await check();
  const extra = { id: 'bench-extra', source: 'bench-a', target: 'bench-b' };
  const runs = 30;
  let total = 0;
  for (let i = 0; i < runs; i += 1) {
    // an edge added or removed (between nodes the check does not reach), not yet posted
    sync.update({ ...graph, edges: i % 2 ? graph.edges : [...graph.edges, extra] });
    const start = performance.now();
    await check();
    total += performance.now() - start;
  }
  sync.dispose();
  return total / runs;
};

/** The same rule on the same graph run here without the worker hop: its compute time alone. */
window.__bench.ruleMs = (size: number) => measureConnectionCheck(size, 50).ms;

/** Resolves on the first painted frame after every node in the DOM (at least `min`) is measured. */
function nodesDrawn(min = 1): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      // the canvas library keeps a node hidden until it has measured it
      const els = [...document.querySelectorAll<HTMLElement>('.react-flow__node')];
      const hidden = els.filter((el) => el.style.visibility === 'hidden').length;
      if (els.length >= min && hidden === 0) {
        requestAnimationFrame(() => resolve());
      } else if (performance.now() - started > 60_000) {
        reject(new Error(`after 60 s: ${els.length} nodes drawn (${hidden} not measured), ${min} wanted`));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Interactive: every node the canvas draws (a large flow draws only those in view) is measured and painted. */
function Ready() {
  const store = useStoreApi();
  useEffect(() => {
    // How often the canvas library's store changed before the flow was ready: each change re-runs
    // every store selector (edge visibility over all edges among them).
    window.__bench.marks.storeChanges = 0;
    const stop = store.subscribe(() => {
      if (!window.__bench.ready)
        window.__bench.marks.storeChanges = (window.__bench.marks.storeChanges ?? 0) + 1;
    });
    return stop;
  }, [store]);
  useEffect(() => {
    window.__bench.marks.firstCommit = performance.now();
    void nodesDrawn().then(() => {
      window.__bench.ready = performance.now();
    });
  }, []);
  return null;
}

/** Zoom out to the whole flow (the Fit View button) until every node is drawn; answers the ms. */
window.__bench.fitAllMs = async (count: number) => {
  const start = performance.now();
  document.querySelector<HTMLButtonElement>('.react-flow__controls-fitview')?.click();
  await nodesDrawn(count);
  return performance.now() - start;
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <FluentProvider theme={webLightTheme} style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
    <Router>
      <ReactFlowProvider>
        <FlowEditor
          config={config}
          definitions={definitions}
          record={record}
          flow={flow}
          onReplace={() => {}}
        />
        <Ready />
      </ReactFlowProvider>
    </Router>
  </FluentProvider>,
);
