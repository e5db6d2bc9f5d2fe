/**
 * German for the export and import dialogs (profile menu). Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // export
  'Failed to export: {{error}}': 'Export fehlgeschlagen: {{error}}',
  'Internal Server Error': 'Interner Serverfehler',
  'Exporting...': 'Wird exportiert...',
  'Select Data to Export': 'Zu exportierende Daten wählen',
  'Exporting data, please wait...': 'Daten werden exportiert, bitte warten...',
  'Data to export': 'Zu exportierende Daten',
  Cancel: 'Abbrechen',
  Export: 'Exportieren',
  // the data sets (export choices and the import report)
  Agentflows: 'Agentflows',
  'Agentflows V2': 'Agentflows V2',
  Chatflows: 'Chatflows',
  'Chat Messages': 'Chat-Nachrichten',
  'Chat Feedbacks': 'Chat-Feedback',
  'Document Stores': 'Dokumentenspeicher',
  Executions: 'Ausführungen',
  Tools: 'Werkzeuge',
  Variables: 'Variablen',
  'Assistant flows': 'Assistenten-Flows',
  'Custom assistants': 'Eigene Assistenten',
  'OpenAI assistants': 'OpenAI-Assistenten',
  'Azure assistants': 'Azure-Assistenten',
  'Chat messages': 'Chat-Nachrichten',
  'Chat feedback': 'Chat-Feedback',
  'Custom templates': 'Eigene Vorlagen',
  'Document stores': 'Dokumentenspeicher',
  'Document chunks': 'Dokumentabschnitte',
  // import
  'Only .json files can be imported': 'Nur .json-Dateien können importiert werden',
  'Invalid Imported File': 'Ungültige Importdatei',
  'Import All successful': 'Import erfolgreich',
  'Failed to import: {{error}}': 'Import fehlgeschlagen: {{error}}',
  'Importing...': 'Wird importiert...',
  'Import finished': 'Import abgeschlossen',
  Import: 'Importieren',
  'Importing data, please wait...': 'Daten werden importiert, bitte warten...',
  'Choose a file exported from a workspace, of this product or of Flowise (.json). Its data is added to this workspace.':
    'Wählen Sie eine aus einem Arbeitsbereich exportierte Datei, aus diesem Produkt oder aus Flowise (.json). Ihre Daten werden diesem Arbeitsbereich hinzugefügt.',
  'Items that already exist here': 'Einträge, die es hier schon gibt',
  'Skip them (importing the same file again adds nothing)':
    'Überspringen (ein erneuter Import derselben Datei fügt nichts hinzu)',
  'Import them as copies with new ids (references follow)':
    'Als Kopien mit neuen IDs importieren (Verweise werden angepasst)',
  Done: 'Fertig',
  'Choose File': 'Datei wählen',
  // report
  'The file held no rows to import.': 'Die Datei enthielt nichts zu importieren.',
  'Import report': 'Importbericht',
  Data: 'Daten',
  Imported: 'Importiert',
  Skipped: 'Übersprungen',
  Details: 'Details',
  '{{n}} skipped: {{why}}': '{{n}} übersprungen: {{why}}',
};
