/** German for the multi-agent canvas's own texts (the canvas itself is the flows plugin's). */
export const de: Record<string, string> = {
  'Convert to Agentflow v2': 'In Agentflow v2 umwandeln',
  'Could not convert': 'Umwandlung nicht möglich',
  'Converted to Agentflow v2': 'In Agentflow v2 umgewandelt',
  'A new agentflow “{{name}}” was created; this flow is unchanged.':
    'Ein neuer Agentflow „{{name}}“ wurde angelegt; dieser Flow bleibt unverändert.',
  'Every node was converted.': 'Alle Knoten wurden umgewandelt.',
  'Not converted:': 'Nicht umgewandelt:',
  Close: 'Schließen',
  'Open the v2 flow': 'v2-Flow öffnen',
};
