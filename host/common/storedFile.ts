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
