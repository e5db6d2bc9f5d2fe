import type { ColumnType } from '../../../host/server/db/Database.ts';

/**
 * Row of custom_mcp_server: a workspace's saved MCP server (the peer's CustomMcpServer). The
 * headers are sealed like credentials (auth_data/iv/tag, AES-GCM bound to the row id); their
 * names are kept apart so lists show them without opening anything. tools is the JSON the server
 * listed on its last connection (`{"tools": [...]}`, as the peer stores it).
 */
export interface CustomMcpServerTable {
  id: string;
  workspace_id: string;
  name: string;
  server_url: string;
  icon_src: string | null;
  color: string | null;
  auth_type: string;
  header_names: string | null;
  auth_data: string | null;
  auth_iv: string | null;
  auth_tag: string | null;
  tools: string | null;
  tool_count: ColumnType<number, number | undefined, number>;
  status: ColumnType<string, string | undefined, string>;
  error: string | null;
  created_date: ColumnType<Date, Date | string | undefined, never>;
  updated_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    custom_mcp_server: CustomMcpServerTable;
  }
}
