import type { Kysely } from 'kysely';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import type { Database } from '../db/Database.ts';

/** One stored file as the Files page lists it. */
export interface StoredFile {
  /** Unique within its source; the source reads it back to delete the file. */
  id: string;
  name: string;
  mime: string;
  /** Bytes. */
  size: number;
  /** ISO date-time. */
  createdDate: string;
  /** What the file belongs to: a flow (chat uploads) or a document store, with the page that shows it. */
  owner: { kind: 'flow' | 'documentStore'; id: string; name: string; path: string };
}

/** Where a source looks: the caller's workspace. */
export interface FileScope {
  db: Kysely<Database>;
  workspaceId: string;
  registry: PluginRegistry;
}

/**
 * The fileSources contribution point: a plugin that keeps files people uploaded (chat uploads,
 * document-store files) lists and deletes its own, so the Files page reaches each through the host
 * and no plugin reads another's tables. `permission` (any of) lets a caller see the source's files,
 * `deletePermission` delete them. Source ids are unique among loaded plugins.
 */
export interface FileSource {
  id: string;
  label: string;
  permission: string;
  deletePermission: string;
  list(scope: FileScope): Promise<StoredFile[]>;
  /** False when the file is not (or no longer) there. */
  delete(scope: FileScope, id: string): Promise<boolean>;
}
