/**
 * German for the API keys page, its dialogs and the permission picker (with the permission areas it
 * names). Keys are the English texts; tests/architecture/i18nCatalogue.test.ts fails when one is
 * missing.
 */
export const de: Record<string, string> = {
  // The list
  'API Keys': 'API-Schlüssel',
  'API key': 'API-Schlüssel',
  'API keys': 'API-Schlüssel',
  'Search key or flow name': 'Schlüssel oder Flow',
  'Create key': 'Schlüssel erstellen',
  'No API keys yet. A key lets applications call your flows and this API.':
    'Noch keine API-Schlüssel. Mit einem Schlüssel können Anwendungen Ihre Flows und diese API aufrufen.',
  'Key name': 'Schlüsselname',
  Permissions: 'Berechtigungen',
  'Bound flows': 'Gebundene Flows',
  None: 'Keine',
  'Flows bound to {{name}}': 'An {{name}} gebundene Flows',
  Created: 'Erstellt',
  Edit: 'Bearbeiten',
  Delete: 'Löschen',
  Cancel: 'Abbrechen',
  'Delete API key': 'API-Schlüssel löschen',
  "Delete the API key '{{name}}'? Calls using it will be refused.":
    "Den API-Schlüssel '{{name}}' löschen? Aufrufe damit werden abgewiesen.",
  "Delete the API key '{{name}}'? {{count}} flow(s) are bound to it and will lose their key ({{flows}}): their prediction endpoints become public until another key is bound.":
    "Den API-Schlüssel '{{name}}' löschen? {{count}} Flow(s) sind daran gebunden und verlieren ihren Schlüssel ({{flows}}): Ihre Prediction-Endpunkte werden öffentlich, bis ein anderer Schlüssel gebunden ist.",
  'API key deleted; {{count}} flow(s) unbound':
    'API-Schlüssel gelöscht; {{count}} Flow(s) nicht mehr gebunden',
  "API key '{{name}}' deleted": "API-Schlüssel '{{name}}' gelöscht",
  "API key '{{name}}' saved": "API-Schlüssel '{{name}}' gespeichert",
  'No permissions': 'Keine Berechtigungen',
  '{{count}} permission': '{{count}} Berechtigung',
  '{{count}} permissions': '{{count}} Berechtigungen',

  // Create and edit
  'Create API key': 'API-Schlüssel erstellen',
  "API key '{{name}}' created": "API-Schlüssel '{{name}}' erstellt",
  'e.g. Website chat widget': 'z. B. Chat-Widget der Website',
  'What calls with this key may do; never more than you may. A key only for flows bound to it needs none.':
    'Was Aufrufe mit diesem Schlüssel dürfen; nie mehr, als Sie dürfen. Ein Schlüssel nur für daran gebundene Flows braucht keine.',
  'Copy this key now.': 'Kopieren Sie diesen Schlüssel jetzt.',
  'You will not see it again: only a hash of it is stored. If you lose it, delete the key and create a new one.':
    'Sie sehen ihn nicht wieder: Gespeichert wird nur ein Hash. Wenn Sie ihn verlieren, löschen Sie den Schlüssel und erstellen Sie einen neuen.',
  'Copy API key': 'API-Schlüssel kopieren',
  Copy: 'Kopieren',
  Copied: 'Kopiert',
  Done: 'Fertig',
  Create: 'Erstellen',
  'Creating…': 'Wird erstellt…',
  'Copying was refused by the browser: select the key and copy it by hand.':
    'Der Browser hat das Kopieren verweigert: Markieren Sie den Schlüssel und kopieren Sie ihn von Hand.',
  'Edit API key': 'API-Schlüssel bearbeiten',
  'Calls with this key may do exactly this.': 'Aufrufe mit diesem Schlüssel dürfen genau das.',
  'Key name is required': 'Der Schlüsselname ist erforderlich',
  'Key name must be at most {{max}} characters': 'Der Schlüsselname darf höchstens {{max}} Zeichen lang sein',

  // The permission picker
  'Loading permissions…': 'Berechtigungen werden geladen…',
  '{{count}} of {{total}} selected': '{{count}} von {{total}} ausgewählt',
  'Select all': 'Alle auswählen',
  Clear: 'Keine auswählen',
  'All {{area}} permissions': 'Alle Berechtigungen: {{area}}',
  // the permission areas (host/common/access/permissionCatalogue.ts)
  Chatflows: 'Chatflows',
  Agentflows: 'Agentflows',
  Tools: 'Werkzeuge',
  Assistants: 'Assistenten',
  Credentials: 'Zugangsdaten',
  Variables: 'Variablen',
  'Document Stores': 'Dokumentenspeicher',
  Datasets: 'Datensätze',
  Evaluations: 'Evaluierungen',
  Evaluators: 'Bewerter',
  Executions: 'Ausführungen',
  Templates: 'Vorlagen',
  Logs: 'Protokolle',
  Workspace: 'Arbeitsbereich',
  Users: 'Benutzer',
  Roles: 'Rollen',
  SSO: 'SSO',
  'Login Activity': 'Anmeldeaktivität',
  // the kinds of flow a key is bound to (their tooltip)
  Chatflow: 'Chatflow',
  Agentflow: 'Agentflow',
  'Multi-agent flow': 'Multi-Agent-Flow',
  Assistant: 'Assistent',
};
