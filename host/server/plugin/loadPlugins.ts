import type { FlowRunner } from '../engine/flowRunner.ts';
import type { KnowledgeProvider } from '../engine/knowledge.ts';
import type { ToolProvider } from '../engine/toolProvider.ts';
import type { JobHandler } from '../queue/JobQueue.ts';
import type { AccessPolicy } from '../access/AccessPolicy.ts';
import type { Edition } from '../../common/editions.ts';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import { selectPlugins } from '../../common/plugin/selectPlugins.ts';
import type { Plugin } from '../../common/plugin/types.ts';
import { hostMigrations } from '../db/hostMigrations.ts';
import type { MigrationSet } from '../db/migrations.ts';
import { type PluginServer, validatePluginServer } from './definePluginServer.ts';
import type { PlanLimitProvider } from './planLimits.ts';
import type { FileSource } from './fileSources.ts';

export interface LoadedPlugin {
  plugin: Plugin;
  server?: PluginServer;
}

/** Imports and validates one plugin's server half (its manifest's `server` loader). */
export async function loadServerHalf(plugin: Plugin): Promise<PluginServer | undefined> {
  if (!plugin.server) return undefined;
  const mod = await plugin.server();
  return validatePluginServer(mod.default, plugin.id);
}

/**
 * Selects the plugins of the edition minus DISABLED_PLUGINS, registers their manifests (duplicate
 * ids, paths and node names fail naming both plugins) and loads their node and credential
 * definitions and their server halves in parallel.
 */
export async function loadPlugins(
  all: readonly Plugin[],
  edition: Edition,
  disabled: readonly string[],
  registry: PluginRegistry,
): Promise<LoadedPlugin[]> {
  const selected = selectPlugins(all, edition, disabled);
  for (const plugin of selected) registry.register(plugin);
  const [servers] = await Promise.all([
    Promise.all(selected.map(loadServerHalf)),
    registry.loadDefinitions(),
  ]);
  return selected.map((plugin, i) => ({ plugin, server: servers[i] }));
}

/** The host's migrations first, then each plugin's in load order. */
export function migrationSets(loaded: readonly LoadedPlugin[]): MigrationSet[] {
  return [
    { plugin: 'host', migrations: hostMigrations },
    ...loaded
      .filter((l) => l.server?.migrations?.length)
      .map((l) => ({ plugin: l.plugin.id, migrations: l.server?.migrations ?? [] })),
  ];
}

/** The access policy a loaded plugin contributes; two contributors are an error naming both. */
export function contributedPolicy(loaded: readonly LoadedPlugin[]): AccessPolicy | undefined {
  const owners = loaded.filter((l) => l.server?.accessPolicy);
  if (owners.length > 1) {
    const [a, b] = owners;
    throw new Error(
      `Two plugins contribute an access policy: '${a?.plugin.id}' and '${b?.plugin.id}'; disable one of them`,
    );
  }
  return owners[0]?.server?.accessPolicy;
}

/** The knowledge provider a loaded plugin contributes; two contributors are an error naming both. */
export function contributedKnowledge(loaded: readonly LoadedPlugin[]): KnowledgeProvider | undefined {
  const owners = loaded.filter((l) => l.server?.knowledge);
  if (owners.length > 1) {
    const [a, b] = owners;
    throw new Error(
      `Two plugins contribute knowledge: '${a?.plugin.id}' and '${b?.plugin.id}'; disable one of them`,
    );
  }
  return owners[0]?.server?.knowledge;
}

/** The plan limits a loaded plugin contributes; two contributors are an error naming both. */
export function contributedPlanLimits(loaded: readonly LoadedPlugin[]): PlanLimitProvider | undefined {
  const owners = loaded.filter((l) => l.server?.planLimits);
  if (owners.length > 1) {
    const [a, b] = owners;
    throw new Error(
      `Two plugins contribute plan limits: '${a?.plugin.id}' and '${b?.plugin.id}'; disable one of them`,
    );
  }
  return owners[0]?.server?.planLimits;
}

/**
 * The flow runners the loaded plugins contribute, by flow type. AGENTFLOW is the host engine's own;
 * two plugins running one type is an error naming both.
 */
export function contributedFlowRunners(loaded: readonly LoadedPlugin[]): ReadonlyMap<string, FlowRunner> {
  const runners = new Map<string, FlowRunner>();
  const owners = new Map<string, string>();
  for (const { plugin, server } of loaded) {
    for (const [type, runner] of Object.entries(server?.flowRunners ?? {})) {
      if (type === 'AGENTFLOW')
        throw new Error(`Plugin '${plugin.id}' registers a runner for AGENTFLOW, which the host engine runs`);
      const owner = owners.get(type);
      if (owner) {
        throw new Error(`Two plugins run ${type} flows: '${owner}' and '${plugin.id}'; disable one of them`);
      }
      owners.set(type, plugin.id);
      runners.set(type, runner);
    }
  }
  return runners;
}

/** The tool providers the loaded plugins contribute, by name; two plugins providing one name is an error naming both. */
export function contributedToolProviders(loaded: readonly LoadedPlugin[]): ReadonlyMap<string, ToolProvider> {
  const providers = new Map<string, ToolProvider>();
  const owners = new Map<string, string>();
  for (const { plugin, server } of loaded) {
    for (const provider of server?.toolProviders ?? []) {
      const owner = owners.get(provider.name);
      if (owner) {
        throw new Error(
          `Two plugins provide the tool '${provider.name}': '${owner}' and '${plugin.id}'; disable one of them`,
        );
      }
      owners.set(provider.name, plugin.id);
      providers.set(provider.name, provider);
    }
  }
  return providers;
}

/** The file sources the loaded plugins contribute, by id; two plugins with one id is an error naming both. */
export function contributedFileSources(loaded: readonly LoadedPlugin[]): ReadonlyMap<string, FileSource> {
  const sources = new Map<string, FileSource>();
  const owners = new Map<string, string>();
  for (const { plugin, server } of loaded) {
    for (const source of server?.fileSources ?? []) {
      const owner = owners.get(source.id);
      if (owner)
        throw new Error(
          `Two plugins provide the file source '${source.id}': '${owner}' and '${plugin.id}'; disable one of them`,
        );
      owners.set(source.id, plugin.id);
      sources.set(source.id, source);
    }
  }
  return sources;
}

/** The job handlers the loaded plugins contribute, by kind, with their owner; a kind handled twice is an error. */
export function contributedJobs(
  loaded: readonly LoadedPlugin[],
): Map<string, { owner: string; handler: JobHandler }> {
  const jobs = new Map<string, { owner: string; handler: JobHandler }>();
  for (const { plugin, server } of loaded) {
    for (const [kind, handler] of Object.entries(server?.jobs ?? {})) {
      const other = jobs.get(kind);
      if (other)
        throw new Error(
          `Two plugins handle '${kind}' jobs: '${other.owner}' and '${plugin.id}'; disable one of them`,
        );
      jobs.set(kind, { owner: plugin.id, handler });
    }
  }
  return jobs;
}
