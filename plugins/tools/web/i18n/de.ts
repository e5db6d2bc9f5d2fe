/**
 * German for the tools page, the tool dialog, its schema table and test panel. Keys are the English
 * texts; tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // The list
  Tools: 'Werkzeuge',
  tool: 'Werkzeug',
  tools: 'Werkzeuge',
  'Search name or description': 'Name oder Beschreibung',
  Load: 'Laden',
  'Add tool': 'Werkzeug hinzufügen',
  'No tools yet. A tool is a JavaScript function with an input schema that agents can call.':
    'Noch keine Werkzeuge. Ein Werkzeug ist eine JavaScript-Funktion mit einem Eingabeschema, die Agenten aufrufen können.',
  Name: 'Name',
  Description: 'Beschreibung',
  Updated: 'Geändert',
  Edit: 'Bearbeiten',
  Delete: 'Löschen',
  Save: 'Speichern',
  Add: 'Hinzufügen',
  Export: 'Exportieren',
  'Delete tool': 'Werkzeug löschen',
  "Delete the tool '{{name}}'? Flows that use it will no longer find it.":
    "Das Werkzeug '{{name}}' löschen? Flows, die es verwenden, finden es dann nicht mehr.",
  "Tool '{{name}}' deleted": "Werkzeug '{{name}}' gelöscht",
  "Tool '{{name}}' saved": "Werkzeug '{{name}}' gespeichert",
  "Cannot load '{{file}}': {{error}}": "'{{file}}' kann nicht geladen werden: {{error}}",

  // The dialog
  'Edit tool {{name}}': 'Werkzeug {{name}} bearbeiten',
  'Load tool': 'Werkzeug laden',
  'Converted from the file': 'Aus der Datei übernommen',
  'Tool name': 'Name des Werkzeugs',
  'Letters, digits and underscores; starts with a letter (a model calls it by this name).':
    'Buchstaben, Ziffern und Unterstriche; beginnt mit einem Buchstaben (ein Modell ruft es unter diesem Namen auf).',
  Colour: 'Farbe',
  'Tool colour': 'Farbe des Werkzeugs',
  'Colour hex': 'Farbe als Hex-Wert',
  'Tell the model when to use this tool.': 'Sagen Sie dem Modell, wann es dieses Werkzeug verwenden soll.',
  'Gets the current weather for a location': 'Liefert das aktuelle Wetter für einen Ort',
  'Icon URL': 'Symbol-URL',
  'Icon preview': 'Vorschau des Symbols',
  'Input schema': 'Eingabeschema',
  'JavaScript function': 'JavaScript-Funktion',
  'The body of an async function: use $<property>, $args, $vars, $flow and fetch; return the result.':
    'Der Rumpf einer async-Funktion: Verwenden Sie $<property>, $args, $vars, $flow und fetch; geben Sie das Ergebnis zurück.',
  'Insert example': 'Beispiel einfügen',
  'Name is required': 'Der Name ist erforderlich',
  'Name must be at most {{max}} characters': 'Der Name darf höchstens {{max}} Zeichen lang sein',
  'Name must start with a letter': 'Der Name muss mit einem Buchstaben beginnen',
  'Name may contain only letters, digits and underscores':
    'Der Name darf nur Buchstaben, Ziffern und Unterstriche enthalten',
  'Description is required': 'Die Beschreibung ist erforderlich',
  'Use a colour like #4f6bed': 'Verwenden Sie eine Farbe wie #4f6bed',
  'Use an http(s) URL or a path starting with /':
    'Verwenden Sie eine http(s)-URL oder einen Pfad, der mit / beginnt',
  'The function is required': 'Die Funktion ist erforderlich',
  'Fix the schema rows marked above': 'Korrigieren Sie die oben markierten Schemazeilen',

  // The schema table
  Property: 'Eigenschaft',
  Type: 'Typ',
  Required: 'Erforderlich',
  Actions: 'Aktionen',
  'Property {{n}} name': 'Name der Eigenschaft {{n}}',
  'Property {{n}} type': 'Typ der Eigenschaft {{n}}',
  'Property {{n}} description': 'Beschreibung der Eigenschaft {{n}}',
  'Property {{n}} required': 'Eigenschaft {{n}} erforderlich',
  'Remove property {{n}}': 'Eigenschaft {{n}} entfernen',
  'No input properties: the tool takes no arguments.':
    'Keine Eingabeeigenschaften: Das Werkzeug nimmt keine Argumente.',
  'Add property': 'Eigenschaft hinzufügen',
  'Generated JSON Schema': 'Erzeugtes JSON-Schema',
  'Property name is required': 'Der Name der Eigenschaft ist erforderlich',
  'Use letters, digits, _ or $, not starting with a digit':
    'Verwenden Sie Buchstaben, Ziffern, _ oder $, nicht mit einer Ziffer am Anfang',
  "Duplicate property '{{name}}'": "Eigenschaft '{{name}}' doppelt",

  // The test panel
  'Test the tool': 'Das Werkzeug testen',
  Test: 'Test',
  'Run the function in the sandbox with sample arguments.':
    'Die Funktion in der Sandbox mit Beispielargumenten ausführen.',
  '(not set)': '(nicht gesetzt)',
  Run: 'Ausführen',
  'Running…': 'Wird ausgeführt…',
  'Succeeded in {{ms}} ms': 'Erfolgreich in {{ms}} ms',
  'Failed ({{kind}}) in {{ms}} ms': 'Fehlgeschlagen ({{kind}}) in {{ms}} ms',
  // The canvas's word for a node's output; the test panel asks for its own (context toolRun).
  Output: 'Ausgang',
  Output_toolRun: 'Ausgabe',
  Logs: 'Protokolle',
  'Enter a number': 'Geben Sie eine Zahl ein',
  'Enter true or false': 'Geben Sie true oder false ein',
  'Enter a JSON array': 'Geben Sie ein JSON-Array ein',
  'Enter a JSON object': 'Geben Sie ein JSON-Objekt ein',
  'Enter valid JSON': 'Geben Sie gültiges JSON ein',
};
