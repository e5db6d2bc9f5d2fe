import type { NodeMigration } from '../../../node-registry/migrate.ts';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { Edition } from '../editions.ts';
import type { LanguageCode } from '../i18n/languages.ts';

export type Layout = 'main' | 'canvas' | 'auth' | 'bare';
export type MenuGroup = 'Building' | 'Operations' | 'Manage' | 'Admin';

/** A lazily loaded module whose default export the web host renders (a React component). */
export type PageLoader = () => Promise<{ default: unknown }>;

export interface RouteContribution {
  /** A wouter pattern, e.g. '/agentflows' or '/v2/agentcanvas/:id'. */
  path: string;
  layout: Layout;
  page: PageLoader;
  /**
   * Starts the page's data request while its code loads, on a full page load of this route:
   * `() => import('./web/xPreload.ts').then((m) => m.preloadX())`. The page then takes the
   * request in flight instead of sending its own (host/web/router/preloadRoute.ts). It is given
   * the plugins the page starts with (before the edition's selection), e.g. to find every flow
   * kind its list shows.
   */
  preload?: (plugins: readonly Plugin[]) => Promise<unknown>;
  title?: string;
  /** Comma-separated permissions; any one passes (spec section 6). */
  permission?: string;
  feature?: string;
  /** Reachable without signing in (auth pages, chat embed, public execution view). */
  public?: boolean;
}

export interface MenuItemContribution {
  group: MenuGroup;
  label: string;
  /** A @fluentui/react-icons export name, e.g. 'Flow24Regular'. */
  icon: string;
  /** An app path, or an absolute URL for external links. */
  route: string;
  rank: number;
  /** Items sharing a section label are shown together under it (e.g. 'Brains Studio'). */
  section?: string;
  permission?: string;
  feature?: string;
  editions?: Edition[];
}

/** An entry of the top bar's profile menu that opens a lazily loaded dialog. */
export interface ProfileMenuItemContribution {
  label: string;
  icon: string;
  rank: number;
  /** Default export: a dialog component taking { open: boolean; onClose(): void }. */
  dialog: PageLoader;
  permission?: string;
  editions?: Edition[];
  /** Hidden for users signed in through single sign-on (their profile lives with the provider). */
  hiddenForSSO?: boolean;
}

/**
 * An entry another plugin adds to the "..." menu of one flow (flows list and canvas) or one tool
 * (Tools page), e.g. the templates plugin's "Save as template". Its dialog opens with the item.
 */
export interface ItemMenuItemContribution {
  label: string;
  icon: string;
  /** What the entry acts on. */
  target: 'flow' | 'tool';
  /** Default export: a dialog taking ItemMenuDialogProps. */
  dialog: PageLoader;
  permission?: string;
  editions?: Edition[];
}

/** What an item menu entry's dialog receives. */
export interface ItemMenuDialogProps {
  open: boolean;
  onClose(): void;
  /** The flow or tool: its id and name, and a flow's type. */
  item: { id: string; name: string; type?: string; description?: string };
}

/**
 * A widget of the main layout's top bar (a switcher, breadcrumbs), lazily loaded. 'start' places it
 * after the logo, 'end' (default) before the dark-mode switch; shown like menu items (editions,
 * permission, feature). The component decides anything finer itself (e.g. hiding with one workspace).
 */
export interface TopBarItemContribution {
  /** Unique within the plugin: 'workspace-switcher' becomes top-bar-item:identity/workspace-switcher. */
  id: string;
  /** Default export: a React component without props. */
  component: PageLoader;
  rank: number;
  placement?: 'start' | 'end';
  permission?: string;
  feature?: string;
  editions?: Edition[];
}

export type CredentialFieldType = 'password' | 'string' | 'options' | 'json';

/** One input of a credential type's form; password fields are secrets the browser never gets back. */
export interface CredentialField {
  /** The key in the credential's stored data, read by the engine (e.g. 'openAIApiKey'). */
  name: string;
  label: string;
  type: CredentialFieldType;
  description?: string;
  optional?: boolean;
  /** Required for type 'options', absent otherwise. */
  options?: { name: string; label: string }[];
  default?: string;
  placeholder?: string;
}

/**
 * A credential type (schemas/credential-definition.schema.json). Names follow the peer's where a
 * Flowise flow refers to them (openAIApi, anthropicApi...), so imported flows match.
 */
export interface CredentialDefinition {
  name: string;
  label: string;
  /** A Fluent UI icon export name from the web host's icon map. */
  icon: string;
  description?: string;
  fields: CredentialField[];
  /** The type signs in with OAuth2's authorization-code flow (the credentials plugin runs it). */
  oauth2?: OAuth2Settings;
}

/**
 * Where an OAuth2 credential type signs in. The credential's own authUrl, accessTokenUrl and scope
 * fields, when the type has them and they are set, override these defaults.
 */
export interface OAuth2Settings {
  /** Who the user signs in with, as the sign-in button names it (e.g. 'Google'). */
  provider: string;
  authUrl: string;
  accessTokenUrl: string;
  /** Space-separated scopes. */
  scope: string;
  /** Extra parameters of the authorization URL (e.g. access_type=offline for Google). */
  authParams?: Record<string, string>;
}

/** The flow types one store serves (spec section 3; the peer's chat_flow.type). */
export type FlowKindType = 'CHATFLOW' | 'AGENTFLOW' | 'MULTIAGENT' | 'ASSISTANT';

/**
 * A kind of flow (agentflow v2, chatflow, multi-agent, assistant): what the shared flows list and
 * canvas need to serve it. One kind per type; the kind's plugin mounts the list and canvas routes.
 */
export interface FlowKindContribution {
  type: FlowKindType;
  /** The list's heading and plural noun, e.g. 'Chatflows'. */
  label: string;
  /**
   * A short tag ('v1', 'v2') telling this kind's flows apart where several kinds share one list
   * (kinds with the same listPath are listed together, each flow with its kind's badge).
   */
  badge?: string;
  /** The list route, e.g. '/chatflows'; the canvas's back button goes there. */
  listPath: string;
  /** The canvas route without id, e.g. '/canvas'; a saved flow opens at `${canvasPath}/${id}`. */
  canvasPath: string;
  /** Name of a new flow, e.g. 'Untitled Chatflow'. */
  newFlowName: string;
  /** Prefix of the permissions of this kind's flows (spec section 6): 'chatflows' gives chatflows:view... */
  permission: string;
  /** Palette categories in order; categories not listed follow in the order first seen. */
  categories?: string[];
  /**
   * The plugins whose node definitions the palette offers and the canvas draws; the contributing
   * plugin's own when absent (document stores may lend loaders and splitters to chatflows).
   */
  nodePlugins?: string[];
  /** The node a new flow starts with and holds once; none when absent. */
  startNode?: string;
  /**
   * 'typed': input anchors per type (baseClasses) on the left, typed outputs on the right (the
   * peer's chatflows). 'flow': one untyped flow input and the outputs of branches (agentflow v2).
   */
  anchors: 'typed' | 'flow';
}

/** What a plugin's `definitions` loader brings: node types and credential types (registry.nodes, registry.credentials). */
export interface PluginDefinitions {
  nodes?: readonly NodeDefinition[];
  /** Credential types, validated and registered like node types. */
  credentials?: readonly CredentialDefinition[];
}

/** Loads one language's translations of a plugin's node texts (English text to translation). */
export type NodeMessagesLoader = () => Promise<Record<string, string>>;

export interface PluginManifest {
  /** kebab-case, unique. */
  id: string;
  description?: string;
  /** Editions that load this plugin; all when absent. */
  editions?: Edition[];
  routes?: RouteContribution[];
  menuItems?: MenuItemContribution[];
  profileMenuItems?: ProfileMenuItemContribution[];
  itemMenuItems?: ItemMenuItemContribution[];
  topBarItems?: TopBarItemContribution[];
  /**
   * The node and credential types this plugin brings, loaded apart from the manifest:
   * `() => import('./definitions.ts')`, a module exporting `nodes` and/or `credentials`. The server
   * loads them at start; the web shell when a page needs them (useDefinitionsLoaded) or once the
   * first page has shown, so no first page carries them (issue 16). PluginRegistryBase.loadDefinitions.
   */
  definitions?: () => Promise<PluginDefinitions>;
  /**
   * Upgrades of saved nodes from older versions of this plugin's node types (node-registry/migrate.ts),
   * added once its definitions are in.
   */
  nodeMigrations?: NodeMigration[];
  /** Flow kinds this plugin serves through the shared flows list and canvas. */
  flowKinds?: FlowKindContribution[];
  /**
   * Translations of the node texts this plugin brings to a canvas (its nodes' labels, options and
   * hints, a built-in tool's settings), keyed by the English text, one loader per language:
   * `{ de: () => import('./web/i18n/nodes.de.ts').then((m) => m.nodesDe) }`. A canvas opened in
   * that language loads them into the catalogue's 'nodes' namespace, which all plugins share: one
   * English text has one translation. A plugin without a web half contributes them the same way.
   */
  nodeMessages?: Partial<Record<LanguageCode, NodeMessagesLoader>>;
  /**
   * The server half, loaded only by the server: `() => import('./server/index.ts')`.
   * Its module's default export is a PluginServer (host/server).
   */
  server?: () => Promise<{ default: unknown }>;
}

/** A manifest that passed validation (definePlugin's result). */
export type Plugin = Readonly<PluginManifest> & { readonly __validated: true };
