import { rulesDe } from '../../../../../node-registry/rules/rules.de.ts';

/**
 * German for the flow canvas (header, palette, node panel, connections, validation, nodes, API
 * dialog). Keys are the English texts; tests/architecture/i18nCatalogue.test.ts fails when one is
 * missing.
 */
export const de: Record<string, string> = {
  // a new flow's name (each flow kind's newFlowName)
  'Untitled Agentflow': 'Unbenannter Agentflow',
  'Untitled Chatflow': 'Unbenannter Chatflow',
  'Untitled Multi-agent flow': 'Unbenannter Multi-Agent-Flow',
  // header and settings menu
  Back: 'Zurück',
  'Flow name': 'Name des Flows',
  'Flow name: {{name}}. Rename': 'Name des Flows: {{name}}. Umbenennen',
  'Unsaved changes': 'Nicht gespeicherte Änderungen',
  'Undo (Ctrl+Z)': 'Rückgängig (Strg+Z)',
  'Redo (Ctrl+Shift+Z)': 'Wiederholen (Strg+Umschalt+Z)',
  Validate: 'Prüfen',
  'Save (Ctrl+S)': 'Speichern (Strg+S)',
  Save: 'Speichern',
  'Flow settings': 'Flow-Einstellungen',
  Configuration: 'Konfiguration',
  Duplicate: 'Duplizieren',
  Export: 'Exportieren',
  Delete: 'Löschen',
  'Chat with this flow': 'Mit diesem Flow chatten',
  // API endpoint dialog
  'API endpoint': 'API-Endpunkt',
  'Stop at node (optional)': 'An Knoten anhalten (optional)',
  'Run the whole flow': 'Den ganzen Flow ausführen',
  JSON: 'JSON',
  'Form data': 'Formulardaten',
  cURL: 'cURL',
  Copy: 'Kopieren',
  Close: 'Schließen',
  // chat panel
  Chat: 'Chat',
  'Save to chat with your latest changes.': 'Speichern Sie, um mit Ihren letzten Änderungen zu chatten.',
  'Close chat': 'Chat schließen',
  // controls
  'Snap to grid: on': 'Am Raster ausrichten: an',
  'Snap to grid: off': 'Am Raster ausrichten: aus',
  'Snap to grid': 'Am Raster ausrichten',
  'Auto-layout': 'Automatisch anordnen',
  // conflict dialog
  'This flow was changed elsewhere': 'Dieser Flow wurde anderswo geändert',
  'Someone saved "{{name}}" at {{date}}, after you opened it. Reload their version (your unsaved changes are lost), or overwrite it with yours.':
    'Jemand hat „{{name}}“ am {{date}} gespeichert, nachdem Sie ihn geöffnet haben. Laden Sie diese Fassung neu (Ihre nicht gespeicherten Änderungen gehen verloren) oder überschreiben Sie sie mit Ihrer.',
  'Keep editing': 'Weiter bearbeiten',
  'Reload (lose mine)': 'Neu laden (meine verwerfen)',
  Overwrite: 'Überschreiben',
  // page
  'No plugin serves {{type}} flows here.': 'Kein Plugin stellt hier {{type}}-Flows bereit.',
  'Loading the flow...': 'Der Flow wird geladen...',
  'Could not open this flow: {{reason}}': 'Dieser Flow konnte nicht geöffnet werden: {{reason}}',
  'Nothing was changed.': 'Es wurde nichts geändert.',
  'Back to the list': 'Zurück zur Liste',
  // connections
  Connections: 'Verbindungen',
  'Nothing is connected from this node yet.': 'Von diesem Knoten geht noch keine Verbindung aus.',
  'To {{name}}': 'Zu {{name}}',
  'Remove the connection to {{name}}': 'Verbindung zu {{name}} entfernen',
  'From output': 'Von Ausgang',
  'Connect to': 'Verbinden mit',
  'Choose a node…': 'Knoten wählen…',
  Connect: 'Verbinden',
  // palette
  'Add nodes': 'Knoten hinzufügen',
  'Search nodes': 'Knoten suchen',
  'Hide the nodes': 'Knoten ausblenden',
  'Show the nodes': 'Knoten einblenden',
  'No node matches "{{search}}".': 'Kein Knoten passt zu „{{search}}“.',
  'Add {{name}}': '{{name}} hinzufügen',
  // node panel
  '{{name}} settings': 'Einstellungen von {{name}}',
  'Close node settings': 'Knoteneinstellungen schließen',
  Label: 'Beschriftung',
  'Node label': 'Beschriftung des Knotens',
  'Id: {{id}}': 'Id: {{id}}',
  'This node type is not available here; it is kept unchanged.':
    'Dieser Knotentyp ist hier nicht verfügbar; er bleibt unverändert erhalten.',
  // validation
  Validation: 'Prüfung',
  'No problems found': 'Keine Probleme gefunden',
  '{{count}} error': '{{count}} Fehler',
  '{{count}} errors': '{{count}} Fehler',
  '{{count}} warning': '{{count}} Warnung',
  '{{count}} warnings': '{{count}} Warnungen',
  'Hide the problems': 'Probleme ausblenden',
  'Show the problems': 'Probleme einblenden',
  'Close validation': 'Prüfung schließen',
  'This flow passes every check.': 'Dieser Flow besteht jede Prüfung.',
  Error: 'Fehler',
  Warning: 'Warnung',
  // nodes
  error: 'Fehler',
  'Sticky note': 'Notiz',
  'Type something here': 'Hier etwas eingeben',
  'This node type is not available here. It is kept as it is.':
    'Dieser Knotentyp ist hier nicht verfügbar. Er bleibt erhalten, wie er ist.',
  'Unknown type: {{name}}': 'Unbekannter Typ: {{name}}',
  '(none)': '(keiner)',
  '{{label}} input ({{type}})': 'Eingang {{label}} ({{type}})',
  list: 'Liste',
  '{{label}} output ({{type}})': 'Ausgang {{label}} ({{type}})',
  Inputs: 'Eingänge',
  Parameters: 'Parameter',
  Connected: 'Verbunden',
  // a boolean setting's value on a node card
  true: 'ja',
  false: 'nein',
  'Edit ({{count}} more)': 'Bearbeiten ({{count}} weitere)',
  Edit: 'Bearbeiten',
  Output: 'Ausgang',
  // notes of the canvas (saving, adding, moving and copying nodes)
  'Saved "{{name}}" with problems: see the validation list.':
    '„{{name}}“ mit Problemen gespeichert: siehe die Prüfliste.',
  'Saved "{{name}}"': '„{{name}}“ gespeichert',
  'Failed to save: {{reason}}': 'Speichern fehlgeschlagen: {{reason}}',
  'Only one Start node is allowed.': 'Nur ein Start-Knoten ist erlaubt.',
  '{{name}} cannot be placed inside an Iteration.': '{{name}} kann nicht in eine Iteration gelegt werden.',
  'Copied {{count}} node': '{{count}} Knoten kopiert',
  'Copied {{count}} nodes': '{{count}} Knoten kopiert',
  Copied: 'Kopiert',
  'Copying is not allowed here: select the text and copy it.':
    'Kopieren ist hier nicht erlaubt: Text markieren und selbst kopieren.',
  // the graph rules' messages (node-registry/rules), said in the validation list and node badges
  ...rulesDe,
  // why a connection is refused (node-registry/rules/isValidConnection)
  'Pick both a node to connect from and a node to connect to.':
    'Wählen Sie einen Knoten als Start und einen als Ziel der Verbindung.',
  'A node cannot be connected to itself.': 'Ein Knoten kann nicht mit sich selbst verbunden werden.',
  'Node {{id}} is not on the canvas.': 'Knoten {{id}} liegt nicht auf der Arbeitsfläche.',
  'Sticky notes cannot be connected.': 'Notizzettel können nicht verbunden werden.',
  '{{label}} has no output to connect from.':
    '{{label}} hat keinen Ausgang, von dem aus verbunden werden kann.',
  '{{label}} takes no input.': '{{label}} nimmt keine Eingabe an.',
  '{{label}} has no output {{handle}}.': '{{label}} hat keinen Ausgang {{handle}}.',
  '{{label}} has no input {{handle}}.': '{{label}} hat keinen Eingang {{handle}}.',
  'These two points are already connected.': 'Diese beiden Punkte sind bereits verbunden.',
  'This input is already connected and takes only one connection.':
    'Dieser Eingang ist bereits verbunden und nimmt nur eine Verbindung an.',
  'This connection would create a cycle. Use a Loop node to go back to an earlier step.':
    'Diese Verbindung würde einen Kreis bilden. Nutzen Sie einen Schleifen-Knoten, um zu einem früheren Schritt zurückzugehen.',
};
