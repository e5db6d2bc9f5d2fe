/**
 * German for the executions pages (list, filters, one run, the public run page, the job queue).
 * Keys are the English texts; tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // list
  Executions: 'Ausführungen',
  'Delete executions': 'Ausführungen löschen',
  'Delete 1 execution? This cannot be undone.':
    '1 Ausführung löschen? Dies kann nicht rückgängig gemacht werden.',
  'Delete {{n}} executions? This cannot be undone.':
    '{{n}} Ausführungen löschen? Dies kann nicht rückgängig gemacht werden.',
  Delete: 'Löschen',
  '1 execution deleted': '1 Ausführung gelöscht',
  '{{n}} executions deleted': '{{n}} Ausführungen gelöscht',
  'Delete selected': 'Auswahl löschen',
  Refresh: 'Aktualisieren',
  'Could not load executions: {{error}}': 'Ausführungen konnten nicht geladen werden: {{error}}',
  Retry: 'Erneut versuchen',
  'Loading executions…': 'Ausführungen werden geladen…',
  'No execution matches these filters.': 'Keine Ausführung passt zu diesen Filtern.',
  'No executions yet. Every run of an agentflow is recorded here.':
    'Noch keine Ausführungen. Jeder Lauf eines Agentflows wird hier festgehalten.',
  'Select all on this page': 'Alle auf dieser Seite auswählen',
  Agentflow: 'Agentflow',
  State: 'Status',
  Session: 'Sitzung',
  Started: 'Gestartet',
  Duration: 'Dauer',
  Updated: 'Geändert',
  'Select execution {{id}}': 'Ausführung {{id}} auswählen',
  'Deleted flow': 'Gelöschter Flow',
  // filters
  'Start is after end': 'Der Beginn liegt nach dem Ende',
  'All flows': 'Alle Flows',
  'All states': 'Alle Status',
  'Session id': 'Sitzungs-ID',
  From: 'Von',
  To: 'Bis',
  'Clear filters': 'Filter zurücksetzen',
  // states
  Finished: 'Abgeschlossen',
  'In progress': 'Läuft',
  Error: 'Fehler',
  Terminated: 'Abgebrochen',
  Timeout: 'Zeitüberschreitung',
  Stopped: 'Angehalten',
  // pager
  // one run
  'This execution does not exist (or was deleted).':
    'Diese Ausführung gibt es nicht (oder sie wurde gelöscht).',
  'Delete execution': 'Ausführung löschen',
  'Delete this execution? This cannot be undone.':
    'Diese Ausführung löschen? Dies kann nicht rückgängig gemacht werden.',
  'Execution deleted': 'Ausführung gelöscht',
  'Back to executions': 'Zurück zu den Ausführungen',
  Execution: 'Ausführung',
  'Loading execution…': 'Ausführung wird geladen…',
  'Node runs': 'Knotenläufe',
  Tokens: 'Tokens',
  '{{total}} ({{input}} in / {{output}} out)': '{{total}} ({{input}} ein / {{output}} aus)',
  Cost: 'Kosten',
  'Cost unknown': 'Kosten unbekannt',
  'Partial cost': 'Teilkosten',
  'The run record could not be read: {{error}}': 'Die Aufzeichnung des Laufs ist nicht lesbar: {{error}}',
  'Executed nodes': 'Ausgeführte Knoten',
  'No node has run yet.': 'Noch kein Knoten ist gelaufen.',
  Flow: 'Flow',
  'Drawn from the run itself: only the nodes that ran are shown.':
    'Aus dem Lauf selbst gezeichnet: Nur die gelaufenen Knoten werden gezeigt.',
  'Not run': 'Nicht gelaufen',
  'not run': 'nicht gelaufen',
  '{{n}} runs': '{{n}} Läufe',
  '{{n}} tokens': '{{n}} Tokens',
  // a node's run
  Input: 'Eingang',
  Output: 'Ausgang',
  'Node {{name}}': 'Knoten {{name}}',
  'Iteration {{n}}': 'Iteration {{n}}',
  'Node id: {{id}}': 'Knoten-ID: {{id}}',
  'Duration: {{duration}}': 'Dauer: {{duration}}',
  'Started: {{time}}': 'Gestartet: {{time}}',
  'Tokens: {{input}} in / {{output}} out / {{total}} total':
    'Tokens: {{input}} ein / {{output}} aus / {{total}} gesamt',
  'Model: {{model}}': 'Modell: {{model}}',
  'Cost:': 'Kosten:',
  'Cost of {{name}} by model': 'Kosten von {{name}} nach Modell',
  '{{section}} of {{name}}': '{{section}} von {{name}}',
  // costs
  'No price known for {{models}}': 'Kein Preis bekannt für {{models}}',
  'no model recorded for some tokens (an older run)':
    'für einige Tokens ist kein Modell festgehalten (ein älterer Lauf)',
  'No model usage': 'Keine Modellnutzung',
  'Partial: {{note}}': 'Teilweise: {{note}}',
  'Estimated from published model prices (USD)': 'Geschätzt nach veröffentlichten Modellpreisen (USD)',
  '{{model}}: {{input}} in / {{output}} out, {{cost}}': '{{model}}: {{input}} ein / {{output}} aus, {{cost}}',
  'tokens recorded without a model': 'ohne Modell festgehaltene Tokens',
  'no price known': 'kein Preis bekannt',
  // sharing
  'Anyone with the link can view this execution': 'Jeder mit dem Link kann diese Ausführung ansehen',
  'Execution is private': 'Die Ausführung ist privat',
  Public: 'Öffentlich',
  'Public link': 'Öffentlicher Link',
  'Link copied': 'Link kopiert',
  'Could not copy; select the link and copy it':
    'Kopieren nicht möglich; markieren und kopieren Sie den Link',
  'Copy link': 'Link kopieren',
  // public run page
  'Execution not available': 'Ausführung nicht verfügbar',
  'This execution does not exist or is not public. Ask its owner to share it.':
    'Diese Ausführung gibt es nicht oder sie ist nicht öffentlich. Bitten Sie die Person, der sie gehört, sie zu teilen.',
  'Could not load the execution': 'Die Ausführung konnte nicht geladen werden',
  // job queue
  'Job queue': 'Auftragswarteschlange',
  Waiting: 'Wartend',
  'for a worker': 'auf einen Worker',
  Running: 'Laufend',
  'on the workers': 'auf den Workern',
  Delayed: 'Verzögert',
  Failed: 'Fehlgeschlagen',
  'kept a week': 'eine Woche aufbewahrt',
  'Newest failures': 'Neueste Fehler',
};
