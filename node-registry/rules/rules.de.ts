/**
 * German for the graph rules' messages and the problems a tool finds before a run
 * (node-registry/rules, ToolProvider.check): the canvas says them in its validation list and node
 * badges, a chat says them when a run is refused (the public chatbot page loads only these, when
 * a run is refused). Keys are the English texts; tests/architecture/nodeCatalogue.test.ts fails
 * when one is missing.
 */
export const rulesDe: Record<string, string> = {
  // the heading of a refused run, as the embed widget gets it from the server
  'The flow cannot run:': 'Der Flow kann nicht laufen:',
  'Not available here: {{reason}}': 'Hier nicht verfügbar: {{reason}}',
  'Add a Start node: an agent flow begins with exactly one.':
    'Fügen Sie einen Start-Knoten hinzu: Ein Agent-Flow beginnt mit genau einem.',
  'This node is not connected to the flow.': 'Dieser Knoten ist nicht mit dem Flow verbunden.',
  'This node has no type.': 'Dieser Knoten hat keinen Typ.',
  "Unknown node type '{{name}}'.": "Unbekannter Knotentyp '{{name}}'.",
  'Connection {{id}} points to a node that is not on the canvas.':
    'Verbindung {{id}} zeigt auf einen Knoten, der nicht auf der Arbeitsfläche liegt.',
  '{{label}} is required': '{{label}} ist erforderlich',
  '{{list}} {{row}}: {{label}} is required': '{{list}} {{row}}: {{label}} ist erforderlich',
  "Tool '{{ref}}' does not exist: it is neither a built-in tool nor a tool of this workspace.":
    "Werkzeug '{{ref}}' existiert nicht: Es ist weder ein eingebautes Werkzeug noch ein Werkzeug dieses Workspace.",
  "Credential '{{ref}}' does not exist in this workspace.":
    "Zugangsdaten '{{ref}}' existieren in diesem Workspace nicht.",
  "Tool '{{ref}}' needs a credential: choose one in its settings.":
    "Werkzeug '{{ref}}' braucht Zugangsdaten: Wählen Sie sie in seinen Einstellungen.",
  // what a built-in tool finds wrong with its config before a run
  '{{tool}} is switched off on this server ({{setting}})':
    '{{tool}} ist auf diesem Server ausgeschaltet ({{setting}})',
  "{{label}} ({{name}}) runs '{{command}}' as a local MCP server (stdio), which this server does not allow: an operator can set {{setting}}=true to allow it":
    "{{label}} ({{name}}) startet '{{command}}' als lokalen MCP-Server (stdio), was dieser Server nicht erlaubt: Ein Betreiber kann es mit {{setting}}=true erlauben",
  '{{label}} ({{name}}) runs the npx package {{package}} as a local MCP server (stdio), which this server does not allow: an operator can set {{setting}}=true to allow it':
    '{{label}} ({{name}}) startet das npx-Paket {{package}} als lokalen MCP-Server (stdio), was dieser Server nicht erlaubt: Ein Betreiber kann es mit {{setting}}=true erlauben',
  "{{label}} ({{name}}) runs the npx package {{package}} as a local MCP server (stdio), which this server does not allow: an operator can set {{setting}}=true to allow it, or connect a {{credential}} credential to use the service's remote MCP server":
    '{{label}} ({{name}}) startet das npx-Paket {{package}} als lokalen MCP-Server (stdio), was dieser Server nicht erlaubt: Ein Betreiber kann es mit {{setting}}=true erlauben, oder verbinden Sie Zugangsdaten vom Typ {{credential}}, um den entfernten MCP-Server des Dienstes zu nutzen',
  '{{label}} ({{name}}): choose a saved MCP server':
    '{{label}} ({{name}}): Wählen Sie einen gespeicherten MCP-Server',
  "{{label}} '{{id}}' does not exist in this workspace":
    "{{label}} '{{id}}' gibt es in diesem Workspace nicht",
  "{{label}} '{{server}}' is not connected (status {{status}}): connect it on the Tools page, MCP Servers":
    "{{label}} '{{server}}' ist nicht verbunden (Status {{status}}): Verbinden Sie ihn auf der Seite Werkzeuge, MCP-Server",
  'Missing MCP Server URL': 'URL des MCP-Servers fehlt',
  '{{label}} is not valid JSON': '{{label}} ist kein gültiges JSON',
  '{{label}} must be a JSON object with "url" or "command"':
    '{{label}} muss ein JSON-Objekt mit "url" oder "command" sein',
  '{{label}}: "url" must be an http(s) URL': '{{label}}: "url" muss eine http(s)-URL sein',
  '{{label}}: "{{field}}" must be an object': '{{label}}: "{{field}}" muss ein Objekt sein',
  '{{label}}: "args" must be a list': '{{label}}: "args" muss eine Liste sein',
  '{{label}} needs "url" (a remote server) or "command" (a local one)':
    '{{label}} braucht "url" (ein entfernter Server) oder "command" (ein lokaler)',
  "Module '{{name}}' is not available in the sandbox. Allowed: {{allowed}}":
    "Modul '{{name}}' ist in der Sandbox nicht verfügbar. Erlaubt: {{allowed}}",
  '{{label}} is required: connect a {{type}} node':
    '{{label}} ist erforderlich: Verbinden Sie einen Knoten vom Typ {{type}}',
  '{{label}} is required: connect a {{types}} or {{last}} node':
    '{{label}} ist erforderlich: Verbinden Sie einen Knoten vom Typ {{types}} oder {{last}}',
  'Add an ending node: a chatflow answers from a chain, an agent or an engine that nothing follows.':
    'Fügen Sie einen Endknoten hinzu: Ein Chatflow antwortet aus einer Kette, einem Agenten oder einer Engine, auf die nichts folgt.',
  'A chatflow answers from exactly one ending node; this one has {{count}}: {{labels}}.':
    'Ein Chatflow antwortet aus genau einem Endknoten; dieser hat {{count}}: {{labels}}.',
  'The flow ends here, but a {{category}} node cannot answer: connect its output to a chain, an agent or an engine.':
    'Der Flow endet hier, aber ein Knoten der Kategorie {{category}} kann nicht antworten: Verbinden Sie seinen Ausgang mit einer Kette, einem Agenten oder einer Engine.',
  'Please specify a Variable. Try connecting Condition node to a previous node and select the variable':
    'Bitte geben Sie eine Variable an. Verbinden Sie den Bedingungsknoten mit einem vorherigen Knoten und wählen Sie die Variable',
  'Please specify an Output Name': 'Bitte geben Sie einen Ausgangsnamen an',
  'Please select an operation for the condition': 'Bitte wählen Sie eine Operation für die Bedingung',
  'Please add an item for the condition': 'Bitte fügen Sie einen Eintrag für die Bedingung hinzu',
  'Please add a return statement in the condition code to define the output. You can refer to How to Use for more information.':
    'Bitte fügen Sie dem Bedingungscode eine return-Anweisung hinzu, die den Ausgang festlegt. Mehr dazu unter „So geht es“.',
};
