/** German for the custom assistants pages (the OpenAI assistants page has its own, in openai/). */
export const de: Record<string, string> = {
  // an assistant saved without a name, as the lists show it
  'Untitled assistant': 'Unbenannter Assistent',
  Assistants: 'Assistenten',
  assistant: 'Assistent',
  assistants: 'Assistenten',
  'Add assistant': 'Assistenten hinzufügen',
  'OpenAI assistants': 'OpenAI-Assistenten',
  'Search name or instructions': 'Name oder Anweisungen suchen',
  'No assistants yet. An assistant is a model with instructions, tools and your documents, ready to chat.':
    'Noch keine Assistenten. Ein Assistent ist ein Modell mit Anweisungen, Werkzeugen und Ihren Dokumenten, bereit zum Chatten.',
  Name: 'Name',
  Instructions: 'Anweisungen',
  Updated: 'Geändert',
  Edit: 'Bearbeiten',
  Delete: 'Löschen',
  Create: 'Erstellen',
  Save: 'Speichern',
  'Saving…': 'Wird gespeichert…',
  'Delete assistant': 'Assistenten löschen',
  "Delete the assistant '{{label}}' and its flow? Its chat history stays in the messages.":
    "Den Assistenten '{{label}}' und seinen Flow löschen? Sein Chatverlauf bleibt in den Nachrichten.",
  "Assistant '{{label}}' deleted": "Assistent '{{label}}' gelöscht",
  "Assistant '{{name}}' saved": "Assistent '{{name}}' gespeichert",
  'An assistant needs a name': 'Ein Assistent braucht einen Namen',
  'Could not load the assistant: {{error}}': 'Der Assistent konnte nicht geladen werden: {{error}}',
  'Loading assistant': 'Assistent wird geladen',
  'Back to assistants': 'Zurück zu den Assistenten',
  'What the assistant is for, how it answers, what it must not do':
    'Wofür der Assistent da ist, wie er antwortet, was er nicht tun darf',
  'Choose a model first': 'Wählen Sie zuerst ein Modell',
  'Generate instructions': 'Anweisungen erzeugen',
  'Model, tools and knowledge': 'Modell, Werkzeuge und Wissen',
  Generate: 'Erzeugen',
  'Generating…': 'Wird erzeugt…',
  'What is the assistant for?': 'Wofür ist der Assistent da?',
  "Written by the assistant's model ({{model}}); it replaces the instructions, which you can still edit.":
    'Vom Modell des Assistenten ({{model}}) geschrieben; es ersetzt die Anweisungen, die Sie weiter bearbeiten können.',
};
