/**
 * The peer's tables as its SQLite migrations leave them, written from its entity definitions
 * (column names camelCase, dates as datetime text in UTC). '2.x' is before workspaces and
 * executions; '3.x' has workspaceId on every workspace row, executions, key permissions, its saved
 * MCP servers (custom_mcp_server) and the enterprise tables (user, organization, role, workspace and
 * their memberships, login_method, workspace_shared).
 */
export type PeerVersion = '2.x' | '3.x';

const DATES = `"createdDate" datetime NOT NULL DEFAULT (datetime('now')), "updatedDate" datetime NOT NULL DEFAULT (datetime('now'))`;

export function peerDdl(version: PeerVersion): string[] {
  const ws = version === '3.x' ? ', "workspaceId" text' : '';
  const ddl = [
    `CREATE TABLE "chat_flow" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "flowData" text NOT NULL, "deployed" boolean, "isPublic" boolean, "apikeyid" varchar, "chatbotConfig" text, "apiConfig" text, "analytic" text, "speechToText" text, "followUpPrompts" text, "category" text, "type" text, ${DATES}${ws})`,
    `CREATE TABLE "chat_message" ("id" varchar PRIMARY KEY NOT NULL, "role" varchar NOT NULL, "chatflowid" varchar NOT NULL, "content" text NOT NULL, "sourceDocuments" text, "usedTools" text, "fileAnnotations" text, "fileUploads" text, "agentReasoning" text, "artifacts" text, "action" text, "createdDate" datetime NOT NULL DEFAULT (datetime('now')), "chatType" VARCHAR NOT NULL DEFAULT 'INTERNAL', "chatId" VARCHAR NOT NULL, "memoryType" VARCHAR, "sessionId" VARCHAR, "leadEmail" text, "followUpPrompts" text${version === '3.x' ? ', "executionId" varchar' : ''})`,
    `CREATE TABLE "chat_message_feedback" ("id" varchar PRIMARY KEY NOT NULL, "chatflowid" varchar NOT NULL, "chatId" varchar NOT NULL, "messageId" varchar NOT NULL, "rating" varchar NOT NULL, "content" text, "createdDate" datetime NOT NULL DEFAULT (datetime('now')))`,
    `CREATE TABLE "credential" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "credentialName" varchar NOT NULL, "encryptedData" text NOT NULL, ${DATES}${ws})`,
    `CREATE TABLE "tool" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "description" text NOT NULL, "color" varchar NOT NULL, "iconSrc" varchar, "schema" text, "func" text, ${DATES}${ws})`,
    `CREATE TABLE "variable" ("id" varchar PRIMARY KEY NOT NULL, "name" text NOT NULL, "value" text NOT NULL, "type" varchar, ${DATES}${ws})`,
    `CREATE TABLE "assistant" ("id" varchar PRIMARY KEY NOT NULL, "details" text NOT NULL, "credential" varchar NOT NULL, "iconSrc" varchar, "type" text, ${DATES}${ws})`,
    `CREATE TABLE "document_store" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "description" varchar, "status" varchar NOT NULL, "loaders" text, "whereUsed" text, "vectorStoreConfig" text, "embeddingConfig" text, "recordManagerConfig" text, "createdDate" datetime NOT NULL DEFAULT (datetime('now')), "updatedDate" datetime NOT NULL DEFAULT (datetime('now'))${ws})`,
    `CREATE TABLE "document_store_file_chunk" ("id" varchar PRIMARY KEY NOT NULL, "docId" text NOT NULL, "storeId" text NOT NULL, "chunkNo" integer NOT NULL, "pageContent" text, "metadata" text)`,
    `CREATE TABLE "apikey" ("id" varchar PRIMARY KEY NOT NULL, "apiKey" varchar NOT NULL, "apiSecret" varchar NOT NULL, "keyName" varchar NOT NULL, "updatedDate" datetime NOT NULL DEFAULT (datetime('now'))${version === '3.x' ? ', "permissions" text, "workspaceId" text' : ''})`,
    `CREATE TABLE "custom_template" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "flowData" text NOT NULL, "description" varchar, "badge" varchar, "framework" varchar, "usecases" varchar, "type" varchar, ${DATES}${ws})`,
  ];
  if (version === '3.x')
    ddl.push(
      `CREATE TABLE "custom_mcp_server" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar NOT NULL, "serverUrl" text NOT NULL, "iconSrc" varchar, "color" varchar, "authType" varchar NOT NULL DEFAULT ('NONE'), "authConfig" text, "tools" text, "toolCount" integer NOT NULL DEFAULT (0), "status" varchar NOT NULL DEFAULT ('PENDING'), ${DATES}, "workspaceId" text NOT NULL)`,
      `CREATE TABLE "execution" ("id" varchar PRIMARY KEY NOT NULL, "executionData" text NOT NULL, "action" text, "state" varchar NOT NULL, "agentflowId" varchar NOT NULL, "sessionId" varchar NOT NULL, "isPublic" boolean, "createdDate" datetime NOT NULL DEFAULT (datetime('now')), "updatedDate" datetime NOT NULL DEFAULT (datetime('now')), "stoppedDate" datetime, "workspaceId" text)`,
      `CREATE TABLE "user" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(255) NOT NULL UNIQUE, "credential" text, "tempToken" text, "tokenExpiry" datetime, "status" varchar(20) NOT NULL DEFAULT 'unverified', ${DATES})`,
      `CREATE TABLE "workspace" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(100) NOT NULL, "description" text, "organizationId" varchar NOT NULL, ${DATES})`,
      `CREATE TABLE "organization" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(100) NOT NULL DEFAULT 'Default Organization', "customerId" varchar(100), "subscriptionId" varchar(100), ${DATES})`,
      `CREATE TABLE "role" ("id" varchar PRIMARY KEY NOT NULL, "organizationId" varchar, "name" varchar(100) NOT NULL, "description" text, "permissions" text NOT NULL, ${DATES})`,
      `CREATE TABLE "organization_user" ("organizationId" varchar NOT NULL, "userId" varchar NOT NULL, "roleId" varchar NOT NULL, "status" varchar(20) NOT NULL DEFAULT 'active', ${DATES}, PRIMARY KEY ("organizationId", "userId"))`,
      `CREATE TABLE "login_method" ("id" varchar PRIMARY KEY NOT NULL, "organizationId" varchar, "name" varchar(100) NOT NULL, "config" text NOT NULL, "status" varchar(20) NOT NULL DEFAULT 'enable', ${DATES}, "createdBy" varchar, "updatedBy" varchar)`,
      `CREATE TABLE "workspace_shared" ("id" varchar PRIMARY KEY NOT NULL, "workspaceId" varchar NOT NULL, "sharedItemId" varchar NOT NULL, "itemType" varchar NOT NULL, ${DATES})`,
      `CREATE TABLE "workspace_user" ("workspaceId" varchar NOT NULL, "userId" varchar NOT NULL, "roleId" varchar NOT NULL, "status" varchar(20) NOT NULL DEFAULT 'invited', "lastLogin" datetime, ${DATES}, PRIMARY KEY ("workspaceId", "userId"))`,
    );
  return ddl;
}
