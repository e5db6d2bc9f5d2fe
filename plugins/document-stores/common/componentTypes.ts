/** One input of a loader or splitter, in the node-input shape the canvas forms already draw. */
export interface ComponentParam {
  label: string;
  name: string;
  type: 'string' | 'number' | 'boolean' | 'options' | 'json' | 'file' | 'password';
  default?: string | number | boolean;
  optional?: boolean;
  description?: string;
  placeholder?: string;
  rows?: number;
  /** For 'file': the accepted extensions, e.g. '.txt,.pdf'. */
  fileType?: string;
  options?: { label: string; name: string; description?: string }[];
  additionalParams?: boolean;
}

/** A loader or splitter as GET /document-store/components/* lists it (the peer's node shape). */
export interface StoreComponent {
  label: string;
  name: string;
  version: number;
  type: string;
  icon: string;
  category: 'Document Loaders' | 'Text Splitters' | 'Embeddings' | 'Vector Stores' | 'Record Manager';
  description: string;
  baseClasses: string[];
  inputs: ComponentParam[];
}
