import type { Kysely } from 'kysely';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import type { StoredFile } from '../../common/storedFile.ts';
import type { Database } from '../db/Database.ts';

export type { StoredFile };

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
