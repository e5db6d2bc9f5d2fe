/**
 * German for the document store pages (list, store, loader, chunks, upsert, retrieval query) and
 * Chat with Documents. Technical terms the product shares with its users stay as they are: Loader,
 * Chunk, Upsert, Embeddings, Record Manager. Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // The list
  'Document Store': 'Dokumentenspeicher',
  'document stores': 'Dokumentenspeicher',
  'Document stores': 'Dokumentenspeicher',
  'Document store': 'Dokumentenspeicher',
  'No document stores yet. A store holds your documents as chunks that flows retrieve from.':
    'Noch keine Dokumentenspeicher. Ein Speicher hält Ihre Dokumente als Chunks, aus denen Flows abrufen.',
  'Search name or description': 'Name oder Beschreibung',
  'Search document stores': 'Dokumentenspeicher durchsuchen',
  'Add New': 'Neu hinzufügen',
  "No document store matches '{{search}}'.": "Kein Dokumentenspeicher passt zu '{{search}}'.",
  Dismiss: 'Schließen',
  Name: 'Name',
  Description: 'Beschreibung',
  Status: 'Status',
  Loaders: 'Loader',
  Chunks: 'Chunks',
  Characters: 'Zeichen',
  Rename: 'Umbenennen',
  Delete: 'Löschen',
  Edit: 'Bearbeiten',
  Cancel: 'Abbrechen',
  Save: 'Speichern',
  Add: 'Hinzufügen',
  Retry: 'Erneut versuchen',
  None: 'Keine',
  'No description': 'Keine Beschreibung',
  'Delete document store': 'Dokumentenspeicher löschen',
  "Delete '{{name}}' with its loaders, chunks and vectors? This cannot be undone.":
    "'{{name}}' mit seinen Loadern, Chunks und Vektoren löschen? Das kann nicht rückgängig gemacht werden.",
  "Document store '{{name}}' deleted": "Dokumentenspeicher '{{name}}' gelöscht",
  "Document store '{{name}}' added": "Dokumentenspeicher '{{name}}' hinzugefügt",
  "Document store '{{name}}' saved": "Dokumentenspeicher '{{name}}' gespeichert",
  'Add document store': 'Dokumentenspeicher hinzufügen',
  'Edit {{name}}': '{{name}} bearbeiten',
  'Name is required': 'Der Name ist erforderlich',
  'What the documents are about; agents read it to decide when to search.':
    'Worum es in den Dokumenten geht; Agenten lesen es, um zu entscheiden, wann sie suchen.',

  // Status badges (common/storeStatusBadge.ts)
  Empty: 'Leer',
  'No loaders yet': 'Noch keine Loader',
  New: 'Neu',
  'Loaders are configured; nothing processed yet': 'Loader sind eingerichtet; noch nichts verarbeitet',
  Processing: 'Wird verarbeitet',
  'Loaders are being processed into chunks': 'Loader werden zu Chunks verarbeitet',
  Processed: 'Verarbeitet',
  'Chunks are ready to upsert': 'Chunks sind bereit für den Upsert',
  Stale: 'Veraltet',
  'Chunks changed since the last upsert': 'Chunks haben sich seit dem letzten Upsert geändert',
  Upserting: 'Upsert läuft',
  'Chunks are being embedded into the vector store': 'Chunks werden in den Vektorspeicher eingebettet',
  Upserted: 'Upsert erfolgt',
  'Chunks are embedded and can be queried': 'Chunks sind eingebettet und können abgefragt werden',
  Error: 'Fehler',
  'The last processing failed': 'Die letzte Verarbeitung ist fehlgeschlagen',

  // A store and its loaders
  'the document store': 'Dokumentenspeicher',
  'No loaders yet. Add a loader to read documents (files, text, web pages) into this store.':
    'Noch keine Loader. Fügen Sie einen Loader hinzu, um Dokumente (Dateien, Text, Webseiten) in diesen Speicher zu lesen.',
  'Back to document stores': 'Zurück zu den Dokumentenspeichern',
  'Back to {{name}}': 'Zurück zu {{name}}',
  'Add Document Loader': 'Dokument-Loader hinzufügen',
  Upsert: 'Upsert',
  'Retrieval query': 'Abrufabfrage',
  'More store actions': 'Weitere Aktionen für den Speicher',
  'View all chunks': 'Alle Chunks ansehen',
  'Re-process all loaders': 'Alle Loader neu verarbeiten',
  'Re-process': 'Neu verarbeiten',
  'Read every loader again, split it, and upsert the chunks into the vector store?':
    'Jeden Loader erneut lesen, aufteilen und die Chunks per Upsert in den Vektorspeicher schreiben?',
  'Re-processing started': 'Neuverarbeitung gestartet',
  Loader: 'Loader',
  Splitter: 'Splitter',
  Configure: 'Einrichten',
  Process: 'Verarbeiten',
  'Process again with the saved settings': 'Mit den gespeicherten Einstellungen erneut verarbeiten',
  'View chunks': 'Chunks ansehen',
  "Processing '{{name}}'…": "'{{name}}' wird verarbeitet…",
  'Delete loader': 'Loader löschen',
  "Delete the loader '{{name}}' with its chunks and their vectors?":
    "Den Loader '{{name}}' mit seinen Chunks und deren Vektoren löschen?",
  "Loader '{{name}}' deleted": "Loader '{{name}}' gelöscht",
  'Add document loader': 'Dokument-Loader hinzufügen',
  'Search loaders': 'Loader suchen',
  'Could not load the loaders: {{error}}': 'Die Loader konnten nicht geladen werden: {{error}}',
  'Loading loaders…': 'Loader werden geladen…',
  "No loader matches '{{search}}'.": "Kein Loader passt zu '{{search}}'.",

  // Configuring a loader
  'the loader': 'Loader',
  'Document loader': 'Dokument-Loader',
  'Configure {{loader}}': '{{loader}} einrichten',
  'Add {{loader}}': '{{loader}} hinzufügen',
  "There is no loader of type '{{name}}'.": "Es gibt keinen Loader vom Typ '{{name}}'.",
  'This store has no loader {{id}}': 'Dieser Speicher hat keinen Loader {{id}}',
  'Loader processed': 'Loader verarbeitet',
  'Processing {{status}}': 'Verarbeitung: {{status}}',
  'Previewing…': 'Vorschau wird erstellt…',
  'Preview chunks': 'Chunk-Vorschau',
  'Processing…': 'Wird verarbeitet…',
  'Chunks to preview': 'Chunks in der Vorschau',
  'default settings': 'Standardeinstellungen',
  'No splitter': 'Kein Splitter',
  'Reading and splitting…': 'Wird gelesen und aufgeteilt…',
  'Preview shows the first chunks this loader and splitter make, before anything is saved.':
    'Die Vorschau zeigt die ersten Chunks, die dieser Loader und Splitter erzeugen, bevor etwas gespeichert wird.',
  'Showing {{shown}} of {{total}} chunks': '{{shown}} von {{total}} Chunks',
  'Text splitter': 'Textsplitter',
  'Without a splitter each document is one chunk.': 'Ohne Splitter ist jedes Dokument ein Chunk.',
  'Could not load the splitters: {{error}}': 'Die Splitter konnten nicht geladen werden: {{error}}',
  'chunk size {{size}}': 'Chunk-Größe {{size}}',
  'overlap {{overlap}}': 'Überlappung {{overlap}}',

  // Progress of a job (common/jobProgress.ts)
  chunks: 'Chunks',
  'Starting…': 'Wird gestartet…',
  '{{done}} {{unit}}': '{{done}} {{unit}}',
  '{{done}} / {{total}} {{unit}}': '{{done}} / {{total}} {{unit}}',
  'about {{time}} left': 'noch etwa {{time}}',

  // Chunks
  'All loaders': 'Alle Loader',
  '{{n}} chunks': '{{n}} Chunks',
  '{{n}} characters': '{{n}} Zeichen',
  'Previous page': 'Vorherige Seite',
  'Next page': 'Nächste Seite',
  'Page {{page}} of {{pages}}': 'Seite {{page}} von {{pages}}',
  'No chunks yet. Process a loader to split its documents into chunks.':
    'Noch keine Chunks. Verarbeiten Sie einen Loader, um seine Dokumente in Chunks aufzuteilen.',
  'Edit chunk {{n}}': 'Chunk {{n}} bearbeiten',
  'Delete chunk {{n}}': 'Chunk {{n}} löschen',
  'Delete chunk': 'Chunk löschen',
  'Delete chunk #{{n}}? Its vector goes with it.': 'Chunk #{{n}} löschen? Sein Vektor wird mitgelöscht.',
  'Chunk deleted': 'Chunk gelöscht',
  'Chunk saved': 'Chunk gespeichert',
  'Edit chunk #{{n}}': 'Chunk #{{n}} bearbeiten',
  Content: 'Inhalt',
  'Content is required': 'Der Inhalt ist erforderlich',
  'Metadata (JSON)': 'Metadaten (JSON)',
  'Metadata must be a JSON object, e.g. {"source": "guide.pdf"}':
    'Metadaten müssen ein JSON-Objekt sein, z. B. {"source": "guide.pdf"}',
  'Metadata is not valid JSON: {{error}}': 'Die Metadaten sind kein gültiges JSON: {{error}}',
  'Similarity score': 'Ähnlichkeitswert',
  'score {{score}}': 'Wert {{score}}',

  // Upsert
  'Upsert {{name}}': 'Upsert: {{name}}',
  'Upsert finished': 'Upsert abgeschlossen',
  'The upsert failed': 'Der Upsert ist fehlgeschlagen',
  'Configuration saved': 'Konfiguration gespeichert',
  'Delete vectors': 'Vektoren löschen',
  'Delete every vector of this store? The chunks stay; upsert again to query.':
    'Alle Vektoren dieses Speichers löschen? Die Chunks bleiben; führen Sie erneut einen Upsert aus, um abzufragen.',
  'Vectors deleted': 'Vektoren gelöscht',
  'Embeds {{loader}}’s chunks ({{source}}) into the store’s vector store; the other loaders’ vectors stay as they are, and unchanged chunks are skipped.':
    'Bettet die Chunks von {{loader}} ({{source}}) in den Vektorspeicher des Speichers ein; die Vektoren der anderen Loader bleiben, wie sie sind, und unveränderte Chunks werden übersprungen.',
  'this loader': 'dieser Loader',
  'Embeds the store’s chunks into the vector store, so flows and the retrieval test can search them (unchanged chunks are skipped).':
    'Bettet die Chunks des Speichers in den Vektorspeicher ein, damit Flows und der Abruftest sie durchsuchen können (unveränderte Chunks werden übersprungen).',
  'Save config': 'Konfiguration speichern',
  'Upserting…': 'Upsert läuft…',
  'Could not read the upsert’s progress: {{error}}':
    'Der Fortschritt des Upserts konnte nicht gelesen werden: {{error}}',
  'Embedding chunks': 'Chunks werden eingebettet',
  'Test retrieval': 'Abruf testen',
  Embeddings: 'Embeddings',
  'Embedding model': 'Embedding-Modell',
  'Vector store': 'Vektorspeicher',
  'Record manager': 'Record Manager',
  'Choose {{what}}': '{{what}} wählen',
  'Loading…': 'Wird geladen…',
  'The server did not answer with a list of components':
    'Der Server hat keine Liste von Komponenten geliefert',
  'Could not load the choices: {{error}}': 'Die Auswahl konnte nicht geladen werden: {{error}}',
  'Last upsert': 'Letzter Upsert',
  Added: 'Hinzugefügt',
  Updated: 'Geändert',
  'Skipped (unchanged)': 'Übersprungen (unverändert)',
  Deleted: 'Gelöscht',

  // Retrieval query
  'Retrieval query: {{name}}': 'Abrufabfrage: {{name}}',
  'A whole number, 1 or more': 'Eine ganze Zahl, 1 oder mehr',
  'Between 0 and 1, or empty': 'Zwischen 0 und 1, oder leer',
  Query: 'Abfrage',
  'Ctrl+Enter searches': 'Strg+Eingabe sucht',
  'What would someone ask these documents?': 'Was würde jemand diese Dokumente fragen?',
  'Top K': 'Top K',
  'Score threshold': 'Mindestwert',
  none: 'keiner',
  Diversity: 'Vielfalt',
  MMR: 'MMR',
  'Maximal marginal relevance: fewer near-duplicates among the chunks':
    'Maximal Marginal Relevance: weniger Beinahe-Duplikate unter den Chunks',
  Search: 'Suchen',
  'Searching…': 'Wird gesucht…',
  'The chunks a flow would get for this query appear here, best first, with their scores.':
    'Die Chunks, die ein Flow für diese Abfrage erhielte, erscheinen hier, die besten zuerst, mit ihren Werten.',
  '{{n}} chunk in {{ms}} ms': '{{n}} Chunk in {{ms}} ms',
  '{{n}} chunks in {{ms}} ms': '{{n}} Chunks in {{ms}} ms',
  'Retrieved chunks': 'Abgerufene Chunks',

  // Chat with Documents
  'Chat with Documents': 'Mit Dokumenten chatten',
  'Could not load the document stores: {{error}}':
    'Die Dokumentenspeicher konnten nicht geladen werden: {{error}}',
  'Loading document stores…': 'Dokumentenspeicher werden geladen…',
  'No document stores yet. {{createOne}}, add documents and upsert them, then chat with them here.':
    'Noch keine Dokumentenspeicher. {{createOne}}, fügen Sie Dokumente hinzu und führen Sie einen Upsert aus, dann chatten Sie hier mit ihnen.',
  'Create one': 'Legen Sie einen an',
  'Upsert this store first: it has nothing to search yet.':
    'Führen Sie zuerst einen Upsert für diesen Speicher aus: Er hat noch nichts zu durchsuchen.',
  'Choose a store': 'Speicher wählen',
  'Chatting through the flow {{flow}}, a normal agent flow you can change.':
    'Der Chat läuft über den Flow {{flow}}, einen normalen Agentflow, den Sie ändern können.',
  'Open in canvas': 'Auf der Arbeitsfläche öffnen',
  'Chat model': 'Chat-Modell',
  'Creating the chat flow needs permission to create agent flows.':
    'Zum Anlegen des Chat-Flows brauchen Sie die Berechtigung, Agentflows zu erstellen.',
  'Creating the flow…': 'Flow wird erstellt…',
  'Start chatting': 'Chat beginnen',
  'Pick a document store and a chat model to chat with its documents.':
    'Wählen Sie einen Dokumentenspeicher und ein Chat-Modell, um mit seinen Dokumenten zu chatten.',
  'Pick a document store to chat with its documents.':
    'Wählen Sie einen Dokumentenspeicher, um mit seinen Dokumenten zu chatten.',
};
