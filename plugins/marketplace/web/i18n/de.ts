/**
 * German for the templates pages (gallery, My Templates, preview, save/edit dialogs). Keys are
 * the English texts; tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // gallery
  Templates: 'Vorlagen',
  'My Templates': 'Meine Vorlagen',
  'Could not load the templates: {{error}}': 'Die Vorlagen konnten nicht geladen werden: {{error}}',
  'Loading templates': 'Vorlagen werden geladen',
  'No templates of your own yet. Use "Save as template" in a flow’s or a tool’s menu.':
    'Noch keine eigenen Vorlagen. Nutzen Sie „Als Vorlage speichern“ im Menü eines Flows oder Werkzeugs.',
  'No template matches these filters.': 'Keine Vorlage passt zu diesen Filtern.',
  'Delete template': 'Vorlage löschen',
  "Delete the template '{{name}}'? Flows made from it stay.":
    'Die Vorlage „{{name}}“ löschen? Daraus erstellte Flows bleiben erhalten.',
  Delete: 'Löschen',
  "Template '{{name}}' deleted": 'Vorlage „{{name}}“ gelöscht',
  // filters
  'Search name, description, use case or node': 'Name, Beschreibung, Anwendungsfall oder Knoten suchen',
  'Search templates': 'Vorlagen durchsuchen',
  Type: 'Typ',
  'Use case': 'Anwendungsfall',
  Badge: 'Kennzeichen',
  Nodes: 'Knoten',
  // types
  'Agentflow v2': 'Agentflow v2',
  Chatflow: 'Chatflow',
  'Multi-agent': 'Multi-Agent',
  Tool: 'Werkzeug',
  // card
  'Template {{name}}': 'Vorlage {{name}}',
  Shared: 'Geteilt',
  Edit: 'Bearbeiten',
  'Use template': 'Vorlage verwenden',
  // using a template
  "Tool '{{name}}' created from the template": 'Werkzeug „{{name}}“ aus der Vorlage erstellt',
  "'{{name}}' created. Pick your credentials in its model nodes: templates come without them.":
    '„{{name}}“ erstellt. Wählen Sie Ihre Zugangsdaten in den Modellknoten: Vorlagen enthalten keine.',
  "'{{name}}' created from the template": '„{{name}}“ aus der Vorlage erstellt',
  'Could not use the template: {{error}}': 'Die Vorlage konnte nicht verwendet werden: {{error}}',
  // preview
  'Could not load the template: {{error}}': 'Die Vorlage konnte nicht geladen werden: {{error}}',
  'Loading template': 'Vorlage wird geladen',
  'Back to templates': 'Zurück zu den Vorlagen',
  'Template not found': 'Vorlage nicht gefunden',
  'This template does not exist, or it belongs to another workspace.':
    'Diese Vorlage gibt es nicht, oder sie gehört zu einem anderen Arbeitsbereich.',
  'Use cases: {{list}}': 'Anwendungsfälle: {{list}}',
  'Drawing the flow': 'Der Flow wird gezeichnet',
  'Input schema': 'Eingabeschema',
  Function: 'Funktion',
  // save and edit dialogs
  'Save tool as template': 'Werkzeug als Vorlage speichern',
  'Save flow as template': 'Flow als Vorlage speichern',
  'Save template': 'Vorlage speichern',
  "Saved as the template '{{name}}' (Templates, My Templates)":
    'Als Vorlage „{{name}}“ gespeichert (Vorlagen, Meine Vorlagen)',
  'Edit template': 'Vorlage bearbeiten',
  Save: 'Speichern',
  "Template '{{name}}' saved": 'Vorlage „{{name}}“ gespeichert',
  'A template needs a name': 'Eine Vorlage braucht einen Namen',
  'Template name': 'Name der Vorlage',
  Description: 'Beschreibung',
  'Use cases': 'Anwendungsfälle',
  'Comma separated, e.g. Customer Support, RAG': 'Durch Kommas getrennt, z. B. Kundensupport, RAG',
};
