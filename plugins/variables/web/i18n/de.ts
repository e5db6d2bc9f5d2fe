/**
 * German for the variables page and its dialog. Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  Variables: 'Variablen',
  variable: 'Variable',
  variables: 'Variablen',
  'Search name or value': 'Name oder Wert suchen',
  'Add variable': 'Variable hinzufügen',
  'No variables yet. A variable is a named value flows read as {{usage}}.':
    'Noch keine Variablen. Eine Variable ist ein benannter Wert, den Flows als {{usage}} lesen.',
  Name: 'Name',
  Value: 'Wert',
  Type: 'Typ',
  Usage: 'Verwendung',
  Updated: 'Geändert',
  '(empty)': '(leer)',
  static: 'statisch',
  runtime: 'Laufzeit',
  Edit: 'Bearbeiten',
  Delete: 'Löschen',
  Save: 'Speichern',
  Add: 'Hinzufügen',
  'Delete variable': 'Variable löschen',
  "Delete the variable '{{name}}'? Flows that use {{usage}} will get nothing.":
    "Die Variable '{{name}}' löschen? Flows, die {{usage}} verwenden, erhalten dann nichts.",
  "Variable '{{name}}' deleted": "Variable '{{name}}' gelöscht",
  "Variable '{{name}}' saved": "Variable '{{name}}' gespeichert",
  "Variable '{{name}}' added": "Variable '{{name}}' hinzugefügt",

  // Create and edit
  'Edit {{name}}': '{{name}} bearbeiten',
  'Letters, digits and underscores; not starting with a digit.':
    'Buchstaben, Ziffern und Unterstriche; nicht mit einer Ziffer beginnend.',
  Static: 'Statisch',
  Runtime: 'Laufzeit',
  'Static: flows always get the value saved here.':
    'Statisch: Flows erhalten immer den hier gespeicherten Wert.',
  'Runtime: the value saved here is a default; a prediction request can replace it with overrideConfig.vars.':
    'Laufzeit: Der hier gespeicherte Wert ist ein Standardwert; eine Prediction-Anfrage kann ihn mit overrideConfig.vars ersetzen.',
  'Use it in flows as': 'In Flows verwenden als',
  'Copy {{text}}': '{{text}} kopieren',
  'Copied {{text}}': '{{text}} kopiert',
  Copy: 'Kopieren',
  Copied: 'Kopiert',
  'Name is required': 'Der Name ist erforderlich',
  'Name must be at most {{max}} characters': 'Der Name darf höchstens {{max}} Zeichen lang sein',
  'Name must not start with a digit': 'Der Name darf nicht mit einer Ziffer beginnen',
  'Name may hold only letters, digits and underscores':
    'Der Name darf nur Buchstaben, Ziffern und Unterstriche enthalten',
};
