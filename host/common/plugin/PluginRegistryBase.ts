import { type NodeDefinitionCheck, NodeRegistryBase } from '../../../node-registry/NodeRegistryBase.ts';
import { type Disposable, DisposableStore, toDisposable } from '../disposable.ts';
import { hostError } from '../errors.ts';
import { type CredentialDefinitionCheck, CredentialTypeRegistryBase } from './CredentialTypeRegistryBase.ts';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import type {
  FlowKindContribution,
  FlowKindType,
  MenuItemContribution,
  NodeMessagesLoader,
  Plugin,
  PluginDefinitions,
  RouteContribution,
  TopBarItemContribution,
} from './types.ts';

export interface Contributed<T> {
  /** Derived id, e.g. route:agentflow/agentflows, menu-item:agentflow/agentflows. */
  id: string;
  owner: string;
  value: T;
}

type Listener = () => void;

/** The schema checks a registry runs on what plugins bring (checkPluginDefinitions.ts has them). */
export interface DefinitionChecks {
  /** Throws PLUGIN001 naming the path when the manifest does not match its schema. */
  manifest(plugin: Plugin): void;
  node: NodeDefinitionCheck;
  credential: CredentialDefinitionCheck;
}

/** Slug of a path or label for derived ids: '/v2/agentcanvas/:id' -> 'v2/agentcanvas/:id'. */
function slug(text: string): string {
  return text.replace(/^\/+/, '').toLowerCase().replace(/\s+/g, '-') || 'root';
}

/**
 * Holds what the loaded plugins contribute. Duplicates are errors naming both plugins;
 * register returns a Disposable that removes everything the plugin added. Made with `checks`, it
 * checks manifests and definitions against their schemas (PluginRegistry, the server's); without,
 * the caller checks later (the web shell, so the first page loads no validators).
 */
export class PluginRegistryBase {
  readonly nodes: NodeRegistryBase;
  readonly credentials: CredentialTypeRegistryBase;
  private readonly plugins = new Map<string, Plugin>();
  private readonly routeMap = new Map<string, Contributed<RouteContribution>>();
  private readonly menuMap = new Map<string, Contributed<MenuItemContribution>>();
  private readonly topBarMap = new Map<string, Contributed<TopBarItemContribution>>();
  private readonly flowKindMap = new Map<string, Contributed<FlowKindContribution>>();
  private readonly listeners = new Set<Listener>();
  /** Per registered plugin: what removes its contributions, and whether its definitions are checked. */
  private readonly registrations = new Map<string, { store: DisposableStore; checkDefinitions: boolean }>();
  private readonly definitionLoads = new Map<string, Promise<void>>();
  private readonly definitionsSettled = new Set<string>();
  private readonly loadedDefinitions = new Map<string, PluginDefinitions>();

  constructor(private readonly checks?: DefinitionChecks) {
    this.nodes = new NodeRegistryBase(checks?.node);
    this.credentials = new CredentialTypeRegistryBase(checks?.credential);
  }

  /**
   * Registers the manifest's contributions; its node and credential definitions come with
   * loadDefinitions. `checkDefinitions: false` registers the manifest and, later, the definitions
   * without their schema checks, for a caller that runs checkPluginDefinitions later; duplicates
   * are still refused at once.
   */
  register(plugin: Plugin, { checkDefinitions = true }: { checkDefinitions?: boolean } = {}): Disposable {
    if (checkDefinitions) this.checks?.manifest(plugin);
    if (this.plugins.has(plugin.id)) throw hostError('PLUGIN002', plugin.id);
    const store = new DisposableStore();
    try {
      for (const route of plugin.routes ?? []) {
        store.add(
          this.addUnique(
            this.routeMap,
            'route path',
            route.path,
            plugin.id,
            route,
            `route:${plugin.id}/${slug(route.path)}`,
          ),
        );
      }
      for (const item of plugin.menuItems ?? []) {
        const key = `${item.group}/${item.section ?? ''}/${item.label}`;
        store.add(
          this.addUnique(
            this.menuMap,
            'menu item',
            key,
            plugin.id,
            item,
            `menu-item:${plugin.id}/${slug(item.label)}`,
          ),
        );
      }
      for (const item of plugin.topBarItems ?? []) {
        const id = `top-bar-item:${plugin.id}/${item.id}`;
        store.add(this.addUnique(this.topBarMap, 'top bar item', id, plugin.id, item, id));
      }
      for (const kind of plugin.flowKinds ?? []) {
        const id = `flow-kind:${plugin.id}/${kind.type.toLowerCase()}`;
        store.add(this.addUnique(this.flowKindMap, 'flow kind', kind.type, plugin.id, kind, id));
      }
    } catch (err) {
      store.dispose();
      throw err;
    }
    this.plugins.set(plugin.id, plugin);
    this.registrations.set(plugin.id, { store, checkDefinitions });
    store.add(
      toDisposable(() => {
        this.plugins.delete(plugin.id);
        this.registrations.delete(plugin.id);
      }),
    );
    store.add(toDisposable(() => this.emit()));
    this.emit();
    return store;
  }

  /**
   * Loads and registers the node and credential definitions (then the node migrations) of every
   * registered plugin whose definitions are not loaded yet, each plugin's loader called once. Resolves
   * when all are in; rejects with the first failure (an invalid or taken definition) once the
   * others are in, that plugin's definitions left out. Unregistering a plugin removes its definitions.
   */
  async loadDefinitions(): Promise<void> {
    const loads = this.list().map((plugin) => {
      let load = this.definitionLoads.get(plugin.id);
      if (!load) {
        load = this.loadDefinitionsOf(plugin);
        this.definitionLoads.set(plugin.id, load);
        load.catch(() => {}).finally(() => this.emit());
      }
      return load;
    });
    const failed = (await Promise.allSettled(loads)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Whether every registered plugin's definitions are loaded (or failed to): loadDefinitions has settled. */
  definitionsLoaded(): boolean {
    return this.list().every((p) => this.definitionsSettled.has(p.id));
  }

  /** The definitions a registered plugin's loader brought, once loaded (the web's deferred checks read them). */
  definitionsOf(pluginId: string): PluginDefinitions | undefined {
    return this.loadedDefinitions.get(pluginId);
  }

  private async loadDefinitionsOf(plugin: Plugin): Promise<void> {
    const id = plugin.id;
    try {
      const definitions = (await plugin.definitions?.()) ?? {};
      const registration = this.registrations.get(id);
      if (!registration || this.plugins.get(id) !== plugin) return; // unregistered meanwhile
      const check = registration.checkDefinitions;
      const added = new DisposableStore();
      try {
        for (const def of definitions.nodes ?? []) added.add(this.nodes.register(id, def, { check }));
        for (const def of definitions.credentials ?? [])
          added.add(this.credentials.register(id, def, { check }));
        if (plugin.nodeMigrations?.length) added.add(this.nodes.addMigrations(id, plugin.nodeMigrations));
      } catch (err) {
        added.dispose();
        throw err;
      }
      this.loadedDefinitions.set(id, definitions);
      registration.store.add(added);
      registration.store.add(
        toDisposable(() => {
          this.loadedDefinitions.delete(id);
          this.definitionLoads.delete(id);
          this.definitionsSettled.delete(id);
        }),
      );
    } finally {
      if (this.plugins.get(id) === plugin) this.definitionsSettled.add(id);
    }
  }

  private addUnique<T>(
    map: Map<string, Contributed<T>>,
    kind: string,
    key: string,
    owner: string,
    value: T,
    id: string,
  ): Disposable {
    const taken = map.get(key);
    if (taken) throw hostError('PLUGIN003', kind, key, owner, taken.owner);
    const entry = { id, owner, value };
    map.set(key, entry);
    return toDisposable(() => {
      if (map.get(key) === entry) map.delete(key);
    });
  }

  /** Called after every register and dispose. */
  onDidChange(listener: Listener): Disposable {
    this.listeners.add(listener);
    return toDisposable(() => this.listeners.delete(listener));
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }

  get(id: string): Plugin | undefined {
    return this.plugins.get(id);
  }

  list(): Plugin[] {
    return [...this.plugins.values()];
  }

  routes(): Contributed<RouteContribution>[] {
    return [...this.routeMap.values()];
  }

  menuItems(): Contributed<MenuItemContribution>[] {
    return [...this.menuMap.values()].sort((a, b) => a.value.rank - b.value.rank);
  }

  topBarItems(): Contributed<TopBarItemContribution>[] {
    return [...this.topBarMap.values()].sort((a, b) => a.value.rank - b.value.rank);
  }

  flowKinds(): Contributed<FlowKindContribution>[] {
    return [...this.flowKindMap.values()];
  }

  flowKind(type: FlowKindType): Contributed<FlowKindContribution> | undefined {
    return this.flowKindMap.get(type);
  }

  /** The loaders of `language`'s node text translations, of every loaded plugin that has them. */
  nodeMessages(language: LanguageCode): NodeMessagesLoader[] {
    return this.list().flatMap((p) => p.nodeMessages?.[language] ?? []);
  }

  /**
   * The node definitions a kind's canvas offers: those of its node plugins (its own plugin's by
   * default), in registration order.
   */
  flowKindNodes(type: FlowKindType): NodeDefinition[] {
    const kind = this.flowKindMap.get(type);
    if (!kind) return [];
    const owners = new Set(kind.value.nodePlugins ?? [kind.owner]);
    return this.nodes
      .entries()
      .filter((e) => owners.has(e.owner))
      .map((e) => e.definition);
  }
}
