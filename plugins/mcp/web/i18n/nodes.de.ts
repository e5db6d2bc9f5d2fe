/**
 * German for the MCP tool providers' texts as the Tool and Agent node forms show them, keyed by
 * their English text. The plugin's manifest contributes it as nodeMessages;
 * tests/architecture/nodeCatalogue.test.ts fails when one has no German here.
 */
export const nodesDe: Record<string, string> = {
  'Tools (MCP)': 'Werkzeuge (MCP)',
  'Custom MCP': 'Eigener MCP-Server',
  'Tools of an MCP server of your choice (streamable HTTP or SSE)':
    'Werkzeuge eines MCP-Servers Ihrer Wahl (Streamable HTTP oder SSE)',
  'MCP Server Config': 'MCP-Server-Konfiguration',
  'JSON: "url" and optional "headers" for a remote server (values may use {{$vars.name}}); a credential adds its header':
    'JSON: "url" und optional "headers" für einen entfernten Server (Werte dürfen {{$vars.name}} verwenden); Zugangsdaten fügen ihren Header hinzu',
  '{\n  "url": "https://mcp.example.com/mcp",\n  "headers": { "X-Team": "{{$vars.team}}" }\n}':
    '{\n  "url": "https://mcp.example.com/mcp",\n  "headers": { "X-Team": "{{$vars.team}}" }\n}',
  'Custom MCP Server': 'Gespeicherter MCP-Server',
  'Use tools from authorized MCP servers configured in workspace':
    'Werkzeuge der verbundenen MCP-Server dieses Arbeitsbereichs verwenden',
  'Available Actions': 'Verfügbare Aktionen',
  'The server tools the node may call; all of them when none is selected':
    'Die Werkzeuge des Servers, die der Knoten aufrufen darf; alle, wenn keines ausgewählt ist',
  'Slack MCP': 'Slack MCP',
  'MCP Server for the Slack API': 'MCP-Server für die Slack-API',
  'Github MCP': 'Github MCP',
  'MCP Server for the GitHub API': 'MCP-Server für die GitHub-API',
  'GitHub Enterprise URL': 'GitHub-Enterprise-URL',
  'Browserless MCP': 'Browserless MCP',
  'MCP Server for Browserless': 'MCP-Server für Browserless',
  'Teradata MCP': 'Teradata MCP',
  'MCP Server for Teradata (remote HTTP streamable)': 'MCP-Server für Teradata (entfernt, Streamable HTTP)',
  'MCP Server URL': 'MCP-Server-URL',
  'Bearer Token': 'Bearer-Token',
  'Supergateway MCP': 'Supergateway MCP',
  'An MCP server behind Supergateway (SSE)': 'Ein MCP-Server hinter Supergateway (SSE)',
  Arguments: 'Argumente',
  '--sse "https://example.supermachine.app"': '--sse "https://example.supermachine.app"',
  'Pipedream MCP': 'Pipedream MCP',
  'MCP Server for Pipedream apps (remote)': 'MCP-Server für Pipedream-Apps (entfernt)',
  Environment: 'Umgebung',
  Development: 'Entwicklung',
  Production: 'Produktion',
  'App Slug': 'App-Slug',
  slack: 'slack',
  'User ID': 'Benutzer-ID',
  'Brave Search MCP': 'Brave Search MCP',
  'MCP Server for the Brave Search API': 'MCP-Server für die Brave-Search-API',
  'PostgreSQL MCP': 'PostgreSQL MCP',
  'MCP Server for PostgreSQL (read-only queries)': 'MCP-Server für PostgreSQL (nur lesende Abfragen)',
  'Sequential Thinking MCP': 'Sequential Thinking MCP',
  'MCP Server for step-by-step problem solving': 'MCP-Server für schrittweises Problemlösen',
};
