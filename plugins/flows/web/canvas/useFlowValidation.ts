import { useCallback, useMemo, useState } from 'react';
import type { Diagnostic, Flow } from '../../../../node-registry/flow.ts';
import { http } from '../../../../host/web/http/http.ts';
import { getGraphWorker } from '../../../../node-registry/web/graphWorker.ts';
import { referenceProblems } from './knownReferences.ts';

let modules: Promise<string[] | undefined> | null = null;

/** The modules sandboxed code may require on this server, asked once; undefined (no check) if that fails. */
function sandboxModules(): Promise<string[] | undefined> {
  modules ??= http.get<{ allowed: string[] }>('/sandbox/modules').then(
    (r) => r.allowed,
    () => {
      modules = null;
      return undefined;
    },
  );
  return modules;
}

/**
 * Validation in the worker, plus the tools and credentials the server does not know: the list for
 * the panel (null = closed) and the problems per node for the badges.
 */
export function useFlowValidation(currentFlow: () => Flow, startNode: string | null) {
  const [diagnostics, setDiagnostics] = useState<Diagnostic[] | null>(null);
  const validate = useCallback(async () => {
    const flow = currentFlow();
    const [list, references] = await Promise.all([
      sandboxModules().then((allowed) =>
        getGraphWorker().validateFlow(flow, { startNode, sandboxModules: allowed }),
      ),
      referenceProblems(flow),
    ]);
    list.push(...references);
    setDiagnostics(list);
    return list;
  }, [currentFlow, startNode]);
  const byNode = useMemo(() => {
    const map = new Map<string, Diagnostic[]>();
    for (const d of diagnostics ?? []) if (d.nodeId) map.set(d.nodeId, [...(map.get(d.nodeId) ?? []), d]);
    return map;
  }, [diagnostics]);
  return { diagnostics, setDiagnostics, validate, byNode };
}
