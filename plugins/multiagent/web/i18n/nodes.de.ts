/**
 * German for the texts of the multi-agent nodes (supervisor and worker, the sequential agents),
 * keyed by their English text; the plugin's manifest contributes it as nodeMessages.
 * tests/architecture/nodeCatalogue.test.ts fails when a node text has no German here.
 */
export const nodesDe: Record<string, string> = {
  // categories
  'Multi Agents': 'Multi-Agenten',
  'Sequential Agents': 'Sequenzielle Agenten',
  Memory: 'Gedächtnis',
  // Supervisor, Worker
  Supervisor: 'Supervisor',
  'Routes the conversation between its workers and decides when the team is done':
    'Leitet das Gespräch zwischen seinen Workern weiter und entscheidet, wann das Team fertig ist',
  'Supervisor Name': 'Name des Supervisors',
  'Supervisor Prompt': 'Prompt des Supervisors',
  'Recursion Limit': 'Rekursionsgrenze',
  'Tool Calling Chat Model': 'Chat-Modell mit Werkzeugaufrufen',
  'Input Moderation': 'Moderation der Eingabe',
  Worker: 'Worker',
  "An agent of a supervisor's team: its instructions, its model and its tools":
    'Ein Agent im Team eines Supervisors: seine Anweisungen, sein Modell und seine Werkzeuge',
  'Worker Name': 'Name des Workers',
  'Worker Prompt': 'Prompt des Workers',
  'Format Prompt Values': 'Prompt-Werte formatieren',
  'Max Iterations': 'Maximale Durchläufe',
  Tools: 'Werkzeuge',
  // sequential agents
  Start: 'Start',
  'Where a sequential agent flow begins: its default model, state, memory and moderation':
    'Hier beginnt ein sequenzieller Agent-Flow: sein Standardmodell, Zustand, Gedächtnis und seine Moderation',
  'Chat Model': 'Chat-Modell',
  'Agent Memory': 'Agenten-Gedächtnis',
  State: 'Zustand',
  Agent: 'Agent',
  'An agent that may call tools until it answers, then updates the shared state':
    'Ein Agent, der Werkzeuge aufrufen darf, bis er antwortet, und dann den gemeinsamen Zustand aktualisiert',
  'Agent Name': 'Name des Agenten',
  'System Prompt': 'System-Prompt',
  'Human Prompt': 'Benutzer-Prompt',
  'Require Approval': 'Freigabe verlangen',
  'Approval Prompt': 'Freigabe-Prompt',
  'Approve Button Text': 'Text der Freigabe-Schaltfläche',
  'Reject Button Text': 'Text der Ablehnen-Schaltfläche',
  'Update State': 'Zustand aktualisieren',
  'Update State (Table)': 'Zustand aktualisieren (Tabelle)',
  Key: 'Schlüssel',
  Value: 'Wert',
  'Update State (Code)': 'Zustand aktualisieren (Code)',
  'Start | Agent | Condition | LLM | Tool Node': 'Start | Agent | Bedingung | LLM | Werkzeugknoten',
  'LLM Node': 'LLM-Knoten',
  'One chat model call, optionally with structured output that updates the shared state':
    'Ein Aufruf eines Chat-Modells, wahlweise mit strukturierter Ausgabe, die den gemeinsamen Zustand aktualisiert',
  Name: 'Name',
  'JSON Structured Output': 'Strukturierte JSON-Ausgabe',
  Type: 'Typ',
  'Enum Values': 'Aufzählungswerte',
  Description: 'Beschreibung',
  'Tool Node': 'Werkzeugknoten',
  'Runs the tool calls the LLM node before it asked for, with optional approval by a person':
    'Führt die Werkzeugaufrufe aus, die der LLM-Knoten davor verlangt hat, wahlweise mit Freigabe durch eine Person',
  Condition: 'Bedingung',
  'Chooses the next route by rules on the state or by code':
    'Wählt den nächsten Weg nach Regeln über den Zustand oder per Code',
  'Condition Name': 'Name der Bedingung',
  'Condition (Table)': 'Bedingung (Tabelle)',
  Variable: 'Variable',
  Operation: 'Operation',
  'Output Name': 'Name des Ausgangs',
  'Condition (Code)': 'Bedingung (Code)',
  'Start | Agent | LLM | Tool Node': 'Start | Agent | LLM | Werkzeugknoten',
  End: 'Ende',
  'Condition Agent': 'Bedingungs-Agent',
  'A model reads the conversation and its answer chooses the next route':
    'Ein Modell liest das Gespräch, und seine Antwort wählt den nächsten Weg',
  Loop: 'Schleife',
  'Goes back to an earlier agent or LLM node by its name':
    'Geht über seinen Namen zu einem früheren Agenten- oder LLM-Knoten zurück',
  'Loop To': 'Zurück zu',
  'Agent | Condition | LLM | Tool Node': 'Agent | Bedingung | LLM | Werkzeugknoten',
  'The shared state every node reads and updates (keys, operations, defaults)':
    'Der gemeinsame Zustand, den jeder Knoten liest und aktualisiert (Schlüssel, Operationen, Standardwerte)',
  'Custom State': 'Eigener Zustand',
  'Custom State (Table)': 'Eigener Zustand (Tabelle)',
  'Default Value': 'Standardwert',
  'Custom State (Code)': 'Eigener Zustand (Code)',
  'Custom JS Function': 'Eigene JS-Funktion',
  'Runs a JavaScript function on the state; its result becomes a message or state update':
    'Führt eine JavaScript-Funktion auf dem Zustand aus; ihr Ergebnis wird eine Nachricht oder eine Zustandsänderung',
  'Input Variables': 'Eingabevariablen',
  'Function Name': 'Funktionsname',
  'Javascript Function': 'JavaScript-Funktion',
  'Return Value As': 'Rückgabewert als',
  'AI Message': 'KI-Nachricht',
  'Human Message': 'Benutzernachricht',
  'State Object': 'Zustandsobjekt',
  'Sequential Node': 'Sequenzieller Knoten',
  'Execute Flow': 'Flow ausführen',
  'Runs another flow of this workspace and uses its answer':
    'Führt einen anderen Flow dieses Workspace aus und verwendet seine Antwort',
  'Connect Credential': 'Zugangsdaten verbinden',
  'Select Flow': 'Flow auswählen',
  Input: 'Eingabe',
  '{{ question }}': '{{ question }}',
  'Override Config': 'Konfiguration überschreiben',
  'Start new session per message': 'Pro Nachricht eine neue Sitzung beginnen',
  'Ends the sequential flow': 'Beendet den sequenziellen Flow',
  'Keeps the conversation of a multi-agent flow per chat session':
    'Behält das Gespräch eines Multi-Agenten-Flows pro Chat-Sitzung',
  Database: 'Datenbank',
  SQLite: 'SQLite',
  'Database File Path': 'Pfad der Datenbankdatei',
  'Additional Connection Configuration': 'Weitere Verbindungseinstellungen',
};
