import { useMemo } from 'react';
import type { FlowKindContribution } from '../../../host/common/plugin/types.ts';
import { useRegistryVersion, useShell } from '../../../host/web/router/ShellContext.tsx';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { FlowType } from '../common/flowTypes.ts';

export interface RegisteredFlowKind {
  kind: FlowKindContribution;
  /** The node definitions its palette offers, in registration order. */
  nodes: NodeDefinition[];
}

/** The kind a plugin registered for `type` (the flowKinds contribution point), or null when none serves it. */
export function useFlowKind(type: FlowType): RegisteredFlowKind | null {
  const { registry } = useShell();
  const version = useRegistryVersion(registry);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  return useMemo(() => {
    const entry = registry.flowKind(type);
    return entry ? { kind: entry.value, nodes: registry.flowKindNodes(type) } : null;
  }, [registry, version, type]);
}
