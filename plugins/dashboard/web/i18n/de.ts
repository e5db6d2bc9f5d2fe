/**
 * German for the dashboard. Keys are the English texts; tests/architecture/i18nCatalogue.test.ts
 * fails when one is missing.
 */
export const de: Record<string, string> = {
  Dashboard: 'Dashboard',
  Period: 'Zeitraum',
  'Last {{n}} days': 'Letzte {{n}} Tage',
  'Could not load the dashboard: {{error}}': 'Das Dashboard konnte nicht geladen werden: {{error}}',
  'Loading the dashboard': 'Das Dashboard wird geladen',
  Answers: 'Antworten',
  'chat, API and embed': 'Chat, API und Einbettung',
  Executions: 'Ausführungen',
  'agent-flow runs': 'Agentflow-Läufe',
  'Error rate': 'Fehlerquote',
  '{{n}} failed runs': '{{n}} fehlgeschlagene Läufe',
  Tokens: 'Tokens',
  'no priced model usage': 'keine bepreiste Modellnutzung',
  Feedback: 'Feedback',
  '{{up}} up, {{down}} down': '{{up}} positiv, {{down}} negativ',
  'Nothing ran in the last {{days}} days. Build a flow and talk to it, and its activity shows here.':
    'In den letzten {{days}} Tagen ist nichts gelaufen. Erstellen Sie einen Flow und sprechen Sie mit ihm, dann erscheint seine Aktivität hier.',
  'Go to Agentflows': 'Zu den Agentflows',
  'Loading charts': 'Diagramme werden geladen',
  'Recent executions': 'Letzte Ausführungen',
  'No executions yet.': 'Noch keine Ausführungen.',
  Flow: 'Flow',
  State: 'Status',
  Started: 'Gestartet',
  'Tokens and cost are read from the latest {{read}} of {{of}} executions of the period.':
    'Tokens und Kosten stammen aus den letzten {{read}} von {{of}} Ausführungen des Zeitraums.',
  'Activity per day': 'Aktivität pro Tag',
  Errors: 'Fehler',
  'Tokens per day': 'Tokens pro Tag',
  '{{n}} tokens': '{{n}} Tokens',
  'No model usage recorded in this period.': 'In diesem Zeitraum wurde keine Modellnutzung festgehalten.',
  'Busiest flows': 'Meistgenutzte Flows',
  '{{n}} answers': '{{n}} Antworten',
  'No flow answered in this period.': 'In diesem Zeitraum hat kein Flow geantwortet.',
};
