import type { PlainData } from './credentialData.ts';

/** A credential as GET /credentials lists it: never any value. */
export interface CredentialSummary {
  id: string;
  workspaceId: string;
  name: string;
  /** The credential type, e.g. 'openAIApi'. */
  credentialName: string;
  createdDate: string;
  updatedDate: string;
  /**
   * True when another workspace of the organisation owns it and shared it with this one: usable
   * in flows here, but read-only (enterprise).
   */
  shared: boolean;
}

/**
 * GET /credentials/:id: secret fields (password, json) read REDACTED in plainDataObj; setFields
 * names every stored field.
 */
export interface CredentialDetail extends CredentialSummary {
  plainDataObj: PlainData;
  setFields: string[];
}

/** A flow that refers to a credential (DELETE answers 409 with these). */
export interface CredentialUsage {
  id: string;
  name: string;
  type: string;
}

/** The 409 body of a refused DELETE. */
export interface CredentialInUseBody {
  statusCode: 409;
  error: 'Conflict';
  message: string;
  flows: CredentialUsage[];
}
