import type { StoredFile } from '../../../host/common/storedFile.ts';

/** One file of GET /files: a source's stored file with the source it came from. */
export interface FileEntry extends StoredFile {
  source: string;
}

/** A source the caller may see, and whether it may delete there. */
export interface FileSourceInfo {
  id: string;
  label: string;
  canDelete: boolean;
}

export interface FileList {
  sources: FileSourceInfo[];
  files: FileEntry[];
  /** Bytes of every listed file. */
  totalSize: number;
}

/** Newest first; ties by name, so the order is stable. */
export function sortFiles(files: FileEntry[]): FileEntry[] {
  return [...files].sort(
    (a, b) => b.createdDate.localeCompare(a.createdDate) || a.name.localeCompare(b.name),
  );
}
