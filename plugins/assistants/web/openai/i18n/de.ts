/**
 * German for the OpenAI and Azure assistants page. Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // an assistant saved without a name, as the lists show it
  'Untitled assistant': 'Unbenannter Assistent',
  '(deployment)': '(Deployment)',
  "A compatible gateway instead of the vendor's address (optional)":
    'Ein kompatibles Gateway statt der Adresse des Anbieters (optional)',
  'Add OpenAI assistant': 'OpenAI-Assistenten hinzufügen',
  'Add assistant': 'Assistenten hinzufügen',
  'Add files to {{name}}': 'Dateien zu {{name}} hinzufügen',
  'Add one on the Credentials page': 'Auf der Seite Zugangsdaten anlegen',
  Advanced: 'Erweitert',
  'An assistant needs a name': 'Ein Assistent braucht einen Namen',
  "Assistant '{{name}}' deleted": "Assistent '{{name}}' gelöscht",
  "Assistant '{{name}}' saved": "Assistent '{{name}}' gespeichert",
  'Azure OpenAI': 'Azure OpenAI',
  'Base URL': 'Basis-URL',
  Chat: 'Chat',
  'Chat with {{name}}': 'Chat mit {{name}}',
  'Choose a credential': 'Zugangsdaten wählen',
  'Choose its credential and save it to chat with it':
    'Wählen Sie seine Zugangsdaten und speichern Sie ihn, um mit ihm zu chatten',
  'Choose the model the assistant runs on': 'Wählen Sie das Modell, mit dem der Assistent arbeitet',
  'Choose tools': 'Werkzeuge wählen',
  Close: 'Schließen',
  'Code interpreter': 'Code-Interpreter',
  'Could not create the vector store: {{reason}}':
    'Der Vektorspeicher konnte nicht angelegt werden: {{reason}}',
  'Could not list the vector stores: {{reason}}':
    'Die Vektorspeicher konnten nicht geladen werden: {{reason}}',
  'Could not upload: {{reason}}': 'Hochladen fehlgeschlagen: {{reason}}',
  Create: 'Erstellen',
  Credential: 'Zugangsdaten',
  'Custom assistants': 'Eigene Assistenten',
  Delete: 'Löschen',
  'Delete assistant': 'Assistenten löschen',
  "Delete the assistant '{{name}}'? Its vector stores and files stay with the vendor.":
    "Den Assistenten '{{name}}' löschen? Seine Vektorspeicher und Dateien bleiben beim Anbieter.",
  Deployment: 'Deployment',
  Edit: 'Bearbeiten',
  'Edit assistant': 'Assistenten bearbeiten',
  "Empty: the credential's deployment": 'Leer: das Deployment der Zugangsdaten',
  'File search': 'Dateisuche',
  'Files for the code interpreter': 'Dateien für den Code-Interpreter',
  'File search reads the files of the ticked stores':
    'Die Dateisuche liest die Dateien der angehakten Speicher',
  Functions: 'Funktionen',
  Instructions: 'Anweisungen',
  'Loading vector stores': 'Vektorspeicher werden geladen',
  Model: 'Modell',
  Name: 'Name',
  'New vector store name': 'Name des neuen Vektorspeichers',
  'No OpenAI assistants yet. One answers with an OpenAI or Azure OpenAI model, your instructions, file search over your vector stores, the code interpreter and your tools.':
    'Noch keine OpenAI-Assistenten. Ein solcher antwortet mit einem Modell von OpenAI oder Azure OpenAI, Ihren Anweisungen, der Dateisuche in Ihren Vektorspeichern, dem Code-Interpreter und Ihren Werkzeugen.',
  'No vector stores yet.': 'Noch keine Vektorspeicher.',
  'No {{provider}} credential yet.': 'Noch keine Zugangsdaten für {{provider}}.',
  OpenAI: 'OpenAI',
  'OpenAI assistants': 'OpenAI-Assistenten',
  Provider: 'Anbieter',
  'Remove {{name}}': '{{name}} entfernen',
  Save: 'Speichern',
  'Search name, model or instructions': 'Name, Modell oder Anweisungen suchen',
  Temperature: 'Temperatur',
  Tools: 'Werkzeuge',
  'Top P': 'Top P',
  Updated: 'Geändert',
  'Upload files': 'Dateien hochladen',
  'Vector stores': 'Vektorspeicher',
  'What the assistant is for, how it answers, what it must not do':
    'Wofür der Assistent da ist, wie er antwortet, was er nicht tun darf',
  'Your tools the assistant may call; they run here':
    'Ihre Werkzeuge, die der Assistent aufrufen darf; sie laufen hier',
  assistant: 'Assistent',
  assistants: 'Assistenten',
  '{{count}} file(s)': '{{count}} Datei(en)',
  '{{count}} file(s) added to the vector store': '{{count}} Datei(en) zum Vektorspeicher hinzugefügt',
};
