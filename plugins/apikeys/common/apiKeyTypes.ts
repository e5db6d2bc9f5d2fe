/** A flow that requires this key on its prediction endpoint. */
export interface BoundFlow {
  id: string;
  name: string;
  type: string;
}

/** An API key as lists and reads show it: never the key itself, only its masked prefix. */
export interface ApiKey {
  id: string;
  workspaceId: string;
  keyName: string;
  /** The first characters of the key followed by dots, e.g. 'bsk_Ab3dE9xQ••••••••'. */
  maskedKey: string;
  permissions: string[];
  createdBy: string | null;
  createdDate: string;
  updatedDate: string;
  flows: BoundFlow[];
}

/** The create response: the only time the raw key leaves the server. */
export interface CreatedApiKey extends ApiKey {
  apiKey: string;
}

export interface ApiKeyCreateInput {
  keyName: string;
  /** Defaults to the creator's permissions; never wider than them. */
  permissions?: string[];
}
