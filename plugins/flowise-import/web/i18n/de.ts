/**
 * German for the Flowise database import (in the import dialog). Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  'Flowise database imported': 'Flowise-Datenbank importiert',
  'Nothing was imported: {{error}}': 'Es wurde nichts importiert: {{error}}',
  'Import a Flowise database (.sqlite)...': 'Eine Flowise-Datenbank importieren (.sqlite)...',
  'Importing...': 'Wird importiert...',
  'Import finished': 'Import abgeschlossen',
  'Import a Flowise database': 'Eine Flowise-Datenbank importieren',
  'Reading the database and importing every set...': 'Die Datenbank wird gelesen und alles importiert...',
  'Flowise keeps its data in database.sqlite and the key of its credentials and MCP server headers in encryption.key (both in ~/.flowise by default). Everything is imported into this workspace, or nothing.':
    'Flowise speichert seine Daten in database.sqlite und den Schlüssel seiner Zugangsdaten und der Header seiner MCP-Server in encryption.key (beide standardmäßig in ~/.flowise). Alles wird in diesen Arbeitsbereich importiert, oder nichts.',
  'Database file (database.sqlite)': 'Datenbankdatei (database.sqlite)',
  'Key file (encryption.key), needed when it has credentials or MCP servers with headers: it decrypts both':
    'Schlüsseldatei (encryption.key), nötig, wenn sie Zugangsdaten oder MCP-Server mit Headern enthält: Sie entschlüsselt beides',
  'API keys file (api.json), where Flowise 2.x kept its keys':
    'API-Schlüsseldatei (api.json), in der Flowise 2.x seine Schlüssel aufbewahrte',
  'Storage folder as a zip (document store files)': 'Speicherordner als ZIP (Dateien der Dokumentenspeicher)',
  'Zip the storage folder beside database.sqlite (~/.flowise/storage): the files its document stores loaded come along.':
    'Packen Sie den Speicherordner neben database.sqlite (~/.flowise/storage) in eine ZIP-Datei: Die Dateien, die seine Dokumentenspeicher geladen haben, kommen mit.',
  "Reading the peer's {{source}}": 'Die Datenbank von Flowise wird gelesen ({{source}})',
  'Reading {{table}}: {{count}} rows': '{{table}} wird gelesen: {{count}} Zeilen',
  'Document store files: {{count}} found in {{folder}}':
    'Dateien der Dokumentenspeicher: {{count}} gefunden in {{folder}}',
  'Decrypting {{count}} credentials': '{{count}} Zugangsdaten werden entschlüsselt',
  'Importing users, roles and workspaces': 'Benutzer, Rollen und Arbeitsbereiche werden importiert',
  'Importing single sign-on providers': 'Anbieter für Single Sign-On werden importiert',
  'Credentials: {{count}} imported': 'Zugangsdaten: {{count}} importiert',
  'Importing {{set}}: {{done}} of {{total}}': 'Import von {{set}}: {{done}} von {{total}}',
  'API keys: {{count}} imported': 'API-Schlüssel: {{count}} importiert',
  'MCP servers: {{count}} imported': 'MCP-Server: {{count}} importiert',
  Done: 'Fertig',
  Cancel: 'Abbrechen',
  Import: 'Importieren',
};
