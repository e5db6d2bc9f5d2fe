import type { ImportResult } from '../../export-import/public.ts';
import type { ImportStep } from './importStep.ts';

/** What one kind of row outside the export sets did: imported, and skipped by reason. */
export interface RowsImport {
  imported: number;
  skipped: Record<string, number>;
}

/** The peer's users or workspaces: found; imported and skipped where this edition has them, else a note why not. */
export interface PeopleRows {
  found: number;
  imported?: number;
  skipped?: Record<string, number>;
  note?: string;
}

/** The answer of a peer database import: the export sets' report plus what export files lack. */
export interface FlowiseImportResult {
  sets: ImportResult;
  credentials: RowsImport;
  apiKeys: RowsImport;
  /** Saved MCP servers (the peer's Custom MCP Servers, 3.x). */
  mcpServers: RowsImport;
  users: PeopleRows;
  workspaces: PeopleRows;
  /** Its single sign-on providers (login_method), where this server has single sign-on. */
  ssoProviders: PeopleRows;
  /** Its items shared between workspaces (workspace_shared), where its people come along. */
  sharedItems: PeopleRows;
  /** Where users were imported: its roles (permissions not ours or beyond the importer's dropped) and memberships. */
  roles?: RowsImport & { droppedPermissions: string[] };
  memberships?: RowsImport;
  /** Document store loaders' files from its storage folder, when one was given: attached, and those not there. */
  storageFiles?: { attached: number; missing: string[] };
  /** The report as lines of text, per set (the CLI prints them, the dialog lists them). */
  lines: string[];
}

/** Told each step of the import (see ImportStep). */
export type ImportProgress = (step: ImportStep) => void;
