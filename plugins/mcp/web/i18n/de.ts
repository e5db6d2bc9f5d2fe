/**
 * German for the MCP servers page and its dialog. Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // The list
  'MCP Servers': 'MCP-Server',
  'MCP server': 'MCP-Server',
  'MCP servers': 'MCP-Server',
  'Search name or address': 'Name oder Adresse',
  'Add MCP server': 'MCP-Server hinzufügen',
  'No MCP servers yet. Add one and connect it: agents can then use its tools (Custom MCP Server).':
    'Noch keine MCP-Server. Fügen Sie einen hinzu und verbinden Sie ihn: Agenten können dann seine Werkzeuge nutzen (Custom MCP Server).',
  Name: 'Name',
  Address: 'Adresse',
  Status: 'Status',
  Tools: 'Werkzeuge',
  Updated: 'Geändert',
  Connect: 'Verbinden',
  'Connecting…': 'Verbinde…',
  Edit: 'Bearbeiten',
  Delete: 'Löschen',
  Save: 'Speichern',
  Add: 'Hinzufügen',
  'Delete MCP server': 'MCP-Server löschen',
  "Delete the MCP server '{{name}}'? Flows that use it will no longer run.":
    "Den MCP-Server '{{name}}' löschen? Flows, die ihn verwenden, laufen dann nicht mehr.",
  "MCP server '{{name}}' deleted": "MCP-Server '{{name}}' gelöscht",
  "MCP server '{{name}}' saved": "MCP-Server '{{name}}' gespeichert",
  "'{{name}}' connected: {{count}} tools": "'{{name}}' verbunden: {{count}} Werkzeuge",
  "'{{name}}' could not connect: {{error}}": "'{{name}}' konnte sich nicht verbinden: {{error}}",
  // Status
  Connected: 'Verbunden',
  'Not connected': 'Nicht verbunden',
  Error: 'Fehler',
  // The dialog
  'Edit {{name}}': '{{name}} bearbeiten',
  'Server URL': 'Server-URL',
  'Streamable HTTP, or SSE for older servers. Once saved, its path is shown masked: it may hold a token.':
    'Streamable HTTP oder SSE bei älteren Servern. Nach dem Speichern wird der Pfad verdeckt angezeigt: Er kann ein Token enthalten.',
  'https://mcp.example.com/mcp': 'https://mcp.example.com/mcp',
  Headers: 'Header',
  'Sent with every request, e.g. Authorization: Bearer <token>. Values are stored encrypted and never shown again.':
    'Werden mit jeder Anfrage gesendet, z. B. Authorization: Bearer <token>. Die Werte werden verschlüsselt gespeichert und nie wieder angezeigt.',
  'Header name': 'Header-Name',
  'Header value': 'Header-Wert',
  'Remove header {{name}}': 'Header {{name}} entfernen',
  'Add header': 'Header hinzufügen',
  'Discovered tools': 'Gefundene Werkzeuge',
  'Loading tools': 'Werkzeuge werden geladen',
  'No tools discovered yet: connect the server to list them.':
    'Noch keine Werkzeuge gefunden: Verbinden Sie den Server, um sie aufzulisten.',
};
