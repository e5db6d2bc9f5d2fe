/**
 * German for the logs page. Keys are the English texts; tests/architecture/i18nCatalogue.test.ts
 * fails when one is missing.
 */
export const de: Record<string, string> = {
  Logs: 'Protokolle',
  'log lines': 'Protokollzeilen',
  'No log line matches. The server keeps its latest 5,000 lines in memory; a restart starts afresh.':
    'Keine Protokollzeile passt. Der Server behält seine letzten 5.000 Zeilen im Speicher; ein Neustart beginnt von vorn.',
  'Lowest level': 'Niedrigste Stufe',
  '{{level}} and up': '{{level}} und höher',
  Period: 'Zeitraum',
  'Last 15 minutes': 'Letzte 15 Minuten',
  'Last hour': 'Letzte Stunde',
  'Last 24 hours': 'Letzte 24 Stunden',
  'Everything kept': 'Alles Aufbewahrte',
  'Search the log': 'Protokoll durchsuchen',
  Live: 'Live',
  'Loading the log': 'Das Protokoll wird geladen',
  'Log lines': 'Protokollzeilen',
  Time: 'Zeit',
  Level: 'Stufe',
  Message: 'Nachricht',
};
