/**
 * German for the flows pages (lists, cards, table, their menus and dialogs, the node forms).
 * Keys are the English texts; tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
import { CONDITION_HOW_TO_USE } from '../forms/conditionHowToUse.ts';

export const de: Record<string, string> = {
  // Kinds of flow (list headings, sentences) and the list
  Agentflows: 'Agentflows',
  Chatflows: 'Chatflows',
  'Multi-agent flows': 'Multi-Agent-Flows',
  'Multi-agent flow': 'Multi-Agent-Flow',
  Assistant: 'Assistent',
  Import: 'Importieren',
  'Add New': 'Neu hinzufügen',
  'Add New {{kind}}': 'Neu hinzufügen: {{kind}}',
  'Import {{title}} file': '{{title}}-Datei importieren',
  'Search name or category': 'Name oder Kategorie suchen',
  'Search {{title}}': '{{title}} durchsuchen',
  'Sort by': 'Sortieren nach',
  'Loading {{noun}}…': '{{noun}} werden geladen…',
  'Last updated': 'Zuletzt geändert',
  'Oldest update': 'Älteste Änderung',
  'Name A–Z': 'Name A–Z',
  'Name Z–A': 'Name Z–A',
  'Could not load {{title}}: {{error}}': '{{title}} konnten nicht geladen werden: {{error}}',
  Retry: 'Erneut versuchen',
  'No {{noun}} match “{{search}}”.': 'Keine {{noun}} passen zu „{{search}}“.',
  'No {{noun}} yet': 'Noch keine {{noun}}',
  'Build your first one on the canvas, or import a flow exported from here or from Flowise (.json).':
    'Erstellen Sie den ersten auf der Arbeitsfläche oder importieren Sie einen hier oder in Flowise exportierten Flow (.json).',
  'Create your first': 'Den ersten erstellen',
  'Loading flows': 'Flows werden geladen',
  Flows: 'Flows',
  Name: 'Name',
  Category: 'Kategorie',
  Status: 'Status',
  Actions: 'Aktionen',
  'Updated {{date}}': 'Geändert am {{date}}',
  Deployed: 'Bereitgestellt',
  Draft: 'Entwurf',
  Public: 'Öffentlich',

  // The "..." menu of a flow and what it does
  'Actions for {{name}}': 'Aktionen für {{name}}',
  'View messages': 'Nachrichten ansehen',
  Rename: 'Umbenennen',
  Configuration: 'Konfiguration',
  Analytics: 'Analysen',
  'API key': 'API-Schlüssel',
  Duplicate: 'Duplizieren',
  Export: 'Exportieren',
  Delete: 'Löschen',
  Cancel: 'Abbrechen',
  Save: 'Speichern',
  'Saving…': 'Wird gespeichert…',
  'Renamed to "{{name}}"': 'Umbenannt in „{{name}}“',
  'Failed to rename: {{error}}': 'Umbenennen fehlgeschlagen: {{error}}',
  'Duplicated as "{{name}}"': 'Dupliziert als „{{name}}“',
  'Failed to duplicate: {{error}}': 'Duplizieren fehlgeschlagen: {{error}}',
  'Delete {{kind}} "{{name}}"? This cannot be undone.':
    '{{kind}} „{{name}}“ löschen? Das kann nicht rückgängig gemacht werden.',
  'Deleted "{{name}}"': '„{{name}}“ gelöscht',
  'Failed to delete: {{error}}': 'Löschen fehlgeschlagen: {{error}}',
  'Failed to export: {{error}}': 'Export fehlgeschlagen: {{error}}',
  'Imported "{{name}}"': '„{{name}}“ importiert',
  'Failed to import: {{error}}': 'Import fehlgeschlagen: {{error}}',
  'Name is required': 'Der Name ist erforderlich',
  'Name must be at most {{max}} characters': 'Der Name darf höchstens {{max}} Zeichen lang sein',

  // Chatbot configuration dialog
  'Configuration: {{name}}': 'Konfiguration: {{name}}',
  'Could not load the flow: {{error}}': 'Der Flow konnte nicht geladen werden: {{error}}',
  'Saved the configuration of "{{name}}"': 'Die Konfiguration von „{{name}}“ wurde gespeichert',
  'This flow was changed elsewhere since it was opened. Your edits are kept: Save again to apply them to the latest version, or Cancel.':
    'Dieser Flow wurde seit dem Öffnen an anderer Stelle geändert. Ihre Änderungen bleiben erhalten: Speichern Sie erneut, um sie auf die neueste Version anzuwenden, oder brechen Sie ab.',
  'The stored configuration is not valid JSON; saving replaces it.':
    'Die gespeicherte Konfiguration ist kein gültiges JSON; Speichern ersetzt sie.',
  'Loading the configuration…': 'Konfiguration wird geladen…',
  'Configuration sections': 'Bereiche der Konfiguration',
  Chatbot: 'Chatbot',
  Colours: 'Farben',
  Leads: 'Kontakte',
  'File uploads': 'Datei-Uploads',
  Title: 'Titel',
  "Shown in the chat's title bar and the page title.":
    'Erscheint in der Titelleiste des Chats und im Seitentitel.',
  'Welcome message': 'Begrüßung',
  'Markdown, shown above the conversation.': 'Markdown, über dem Gespräch angezeigt.',
  'Starter prompts': 'Einstiegsfragen',
  'Buttons a visitor can click to ask a first question.':
    'Schaltflächen, mit denen Besucher eine erste Frage stellen können.',
  'Starter prompt {{n}}': 'Einstiegsfrage {{n}}',
  'Remove starter prompt {{n}}': 'Einstiegsfrage {{n}} entfernen',
  'Add prompt': 'Frage hinzufügen',
  'Let visitors rate answers (thumbs up or down)':
    'Besucher dürfen Antworten bewerten (Daumen hoch oder runter)',
  "Leave a colour empty to use the theme's.": 'Leere Farben übernehmen die des Designs.',
  'Title bar background': 'Hintergrund der Titelleiste',
  'Title bar text': 'Text der Titelleiste',
  'Bot message background': 'Hintergrund der Bot-Nachrichten',
  'Bot message text': 'Text der Bot-Nachrichten',
  'User message background': 'Hintergrund der Nutzernachrichten',
  'User message text': 'Text der Nutzernachrichten',
  'Ask visitors for their details before chatting': 'Besucher vor dem Chat nach ihren Kontaktdaten fragen',
  'Form title': 'Titel des Formulars',
  'Let us know where we can reach you': 'Sagen Sie uns, wie wir Sie erreichen können',
  'Success message': 'Bestätigung',
  'Thank you!': 'Vielen Dank!',
  'Fields to ask for': 'Abgefragte Felder',
  Email: 'E-Mail',
  Phone: 'Telefon',
  "Allow whole-file uploads (the file's text goes into the question)":
    'Ganze Dateien hochladen lassen (der Text der Datei geht in die Frage ein)',
  'Allowed file types': 'Erlaubte Dateitypen',
  'None ticked: every type listed here.': 'Keiner angehakt: alle hier aufgeführten Typen.',

  // Analytics dialog
  'Analytics: {{name}}': 'Analysen: {{name}}',
  'Saved the analytics of "{{name}}"': 'Die Analysen von „{{name}}“ wurden gespeichert',
  'Loading the analytics…': 'Analysen werden geladen…',
  'The stored analytics are not valid JSON; saving replaces them.':
    'Die gespeicherten Analysen sind kein gültiges JSON; Speichern ersetzt sie.',
  'The same traces the server sends to its OpenTelemetry collector, per flow. Keys stay on the server: they are read from the credential at each run.':
    'Dieselben Traces, die der Server an seinen OpenTelemetry-Collector sendet, je Flow. Schlüssel bleiben auf dem Server: Sie werden bei jedem Lauf aus den Zugangsdaten gelesen.',
  'Each run and its node runs (model, tokens, cost, tool calls) as a trace in your Langfuse project.':
    'Jeder Lauf mit seinen Knotenläufen (Modell, Tokens, Kosten, Tool-Aufrufe) als Trace in Ihrem Langfuse-Projekt.',
  'Each run and its node runs as a trace in a LangSmith project.':
    'Jeder Lauf mit seinen Knotenläufen als Trace in einem LangSmith-Projekt.',
  'Send traces to {{provider}}': 'Traces an {{provider}} senden',
  '{{provider}} credential': 'Zugangsdaten für {{provider}}',
  'No {{provider}} API credential yet: add one on the Credentials page.':
    'Noch keine API-Zugangsdaten für {{provider}}: Legen Sie welche auf der Seite Zugangsdaten an.',
  'Choose a credential': 'Zugangsdaten wählen',
  'No credentials of this type': 'Keine Zugangsdaten dieses Typs',
  'Unknown credential': 'Unbekannte Zugangsdaten',
  '{{name}} · Shared': '{{name}} · Geteilt',
  Project: 'Projekt',
  'Runs land in this LangSmith project (default when empty).':
    'Läufe landen in diesem LangSmith-Projekt (leer: default).',

  // API key dialog
  'API key for {{name}}': 'API-Schlüssel für {{name}}',
  'Loading API keys…': 'API-Schlüssel werden geladen…',
  'With a key, the prediction endpoint answers only requests that send it as Authorization: Bearer.':
    'Mit einem Schlüssel beantwortet der Prediction-Endpunkt nur Anfragen, die ihn als Authorization: Bearer senden.',
  'No API key (public endpoint)': 'Kein API-Schlüssel (öffentlicher Endpunkt)',
  'The flow now needs its API key': 'Der Flow verlangt jetzt seinen API-Schlüssel',
  'The flow is public again': 'Der Flow ist wieder öffentlich',
  // Node forms
  'No items yet.': 'Noch keine Einträge.',
  'Move up': 'Nach oben',
  'Move down': 'Nach unten',
  'Remove {{item}} {{n}}': '{{item}} {{n}} entfernen',
  'Add {{item}}': '{{item}} hinzufügen',
  'Loading options…': 'Optionen werden geladen…',
  'Loading {{label}} options': 'Optionen für {{label}} werden geladen',
  'Reload {{label}} options': 'Optionen für {{label}} neu laden',
  'Could not load options: {{error}}': 'Optionen konnten nicht geladen werden: {{error}}',
  'No options available yet.': 'Noch keine Optionen verfügbar.',
  'Checking…': 'Wird geprüft…',
  'How to Use': 'So geht es',
  [CONDITION_HOW_TO_USE]: `Der Code läuft, wenn der Flow diesen Knoten erreicht, und entscheidet, welchen Ausgang der Flow nimmt.
Er kann lesen:
  $input        die Eingabe des Nutzers
  $flow.state   den Zustand des Flows; $flow.sessionId, $flow.chatId
  $vars         Ihre Variablen
Geben Sie den Namen eines Ausgangs zurück, zum Beispiel:
  if ($flow.state.topic === 'billing') {
    return 'billing';
  }
  return 'other';
Jeder Wert, den Ihr Code zurückgeben kann, wird zu einem Ausgang; gibt er nichts zurück, hält der Flow an.`,
  Optional: 'Optional',
  'No matching credentials yet': 'Noch keine passenden Zugangsdaten',
  None: 'Keine',
  '{{name}} ({{type}}) · Shared': '{{name}} ({{type}}) · Geteilt',
  'Accepts: {{types}}': 'Akzeptiert: {{types}}',
  '{{label}} is required': '{{label}} ist erforderlich',
  'Remove row {{n}}': 'Zeile {{n}} entfernen',
  'No rows yet.': 'Noch keine Zeilen.',
  'Add row': 'Zeile hinzufügen',
  '1 file': '1 Datei',
  '{{n}} files': '{{n}} Dateien',
  "'{{model}}' has no known settings: the engine cannot run this model.":
    '„{{model}}“ hat keine bekannten Einstellungen: Die Engine kann dieses Modell nicht ausführen.',
  '{{label}} parameters': 'Parameter von {{label}}',
  'Additional {{label}} parameters': 'Weitere Parameter von {{label}}',
  '{{label}} inputs': 'Eingaben von {{label}}',
  'Additional parameters': 'Weitere Parameter',
  'This node has no inputs.': 'Dieser Knoten hat keine Eingaben.',
  'Choose or type a value': 'Wert wählen oder eingeben',
  'Choose one or more': 'Einen oder mehrere wählen',
  'Choose an option': 'Option wählen',
  "Unsupported parameter type '{{type}}'": "Nicht unterstützter Parametertyp '{{type}}'",
  'Hide value': 'Wert verbergen',
  'Show value': 'Wert anzeigen',
  'Upload file': 'Datei hochladen',
  'Replace file': 'Datei ersetzen',
  'No file chosen': 'Keine Datei gewählt',
  'Remove file': 'Datei entfernen',
  'Upload folder': 'Ordner hochladen',
  'Replace folder': 'Ordner ersetzen',
  'No folder chosen': 'Kein Ordner gewählt',
  'Remove folder': 'Ordner entfernen',
  Variables: 'Variablen',
  'MCP server': 'MCP-Server',
  'MCP clients call this flow as a tool with an API key of this workspace (Authorization: Bearer).':
    'MCP-Clients rufen diesen Flow als Werkzeug mit einem API-Schlüssel dieses Arbeitsbereichs auf (Authorization: Bearer).',
  Endpoint: 'Endpunkt',
  'Tool name': 'Name des Werkzeugs',
  'Letters, digits, underscores and hyphens, at most {{max}} characters.':
    'Buchstaben, Ziffern, Unterstriche und Bindestriche, höchstens {{max}} Zeichen.',
  'Use only letters, digits, underscores and hyphens, at most {{max}} characters':
    'Nur Buchstaben, Ziffern, Unterstriche und Bindestriche verwenden, höchstens {{max}} Zeichen',
  'Tool description': 'Beschreibung des Werkzeugs',
  'Tells the client’s model when to use this flow.':
    'Sagt dem Modell des Clients, wann es diesen Flow verwenden soll.',
  'At most {{max}} characters': 'Höchstens {{max}} Zeichen',
  // the groups of the '{{' suggestions and a grid cell's name
  'Chat Context': 'Chat-Kontext',
  'Flow Variables': 'Flow-Variablen',
  'Flow State': 'Flow-Zustand',
  Form: 'Formular',
  Iteration: 'Iteration',
  'Node Output': 'Knotenausgabe',
  'Node Outputs': 'Knotenausgaben',
  '{{column}}, row {{n}}': '{{column}}, Zeile {{n}}',
  'Type {{ to insert a variable': '{{ tippen, um eine Variable einzufügen',
  'Please add a return statement in the condition code to define the output. You can refer to How to Use for more information.':
    'Bitte fügen Sie dem Bedingungscode eine return-Anweisung hinzu, die den Ausgang festlegt. Mehr dazu unter „So geht es“.',
};
