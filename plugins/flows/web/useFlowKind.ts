import { useMemo } from 'react';
import type { FlowKindContribution } from '../../../host/common/plugin/types.ts';
import {
  useDefinitionsLoaded,
  useRegistryVersion,
  useShell,
} from '../../../host/web/router/ShellContext.tsx';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { FlowType } from '../common/flowTypes.ts';

/** The kind a plugin registered for `type` (the flowKinds contribution point), or null when none serves it. */
export function useFlowKind(type: FlowType): FlowKindContribution | null {
  const { registry } = useShell();
  const version = useRegistryVersion(registry);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  return useMemo(() => registry.flowKind(type)?.value ?? null, [registry, version, type]);
}

/**
 * The node definitions `type`'s palette offers, in registration order, once the plugins'
 * definitions are in (loading them if need be); undefined until then.
 */
export function useFlowKindNodes(type: FlowType): NodeDefinition[] | undefined {
  const { registry } = useShell();
  const loaded = useDefinitionsLoaded(registry);
  const version = useRegistryVersion(registry);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  return useMemo(
    () => (loaded ? registry.flowKindNodes(type) : undefined),
    [registry, version, loaded, type],
  );
}

/**
 * The kinds one list shows: every registered kind whose listPath is that of `type`'s kind (the
 * agentflows list holds v2 and, from the multi-agent plugin, v1 flows), `type`'s own first.
 */
export function useListedKinds(type: FlowType): FlowKindContribution[] {
  const { registry } = useShell();
  const version = useRegistryVersion(registry);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  return useMemo(() => {
    const own = registry.flowKind(type)?.value;
    if (!own) return [];
    const others = registry
      .flowKinds()
      .map((k) => k.value)
      .filter((k) => k.type !== type && k.listPath === own.listPath);
    return [own, ...others];
  }, [registry, version, type]);
}
