/** One file of GET /files: a source's stored file with the source it came from. */
export interface FileEntry {
  source: string;
  id: string;
  name: string;
  mime: string;
  size: number;
  createdDate: string;
  owner: { kind: 'flow' | 'documentStore'; id: string; name: string; path: string };
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
