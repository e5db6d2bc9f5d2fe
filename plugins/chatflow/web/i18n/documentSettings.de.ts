/**
 * German for the settings of the chatflow canvas's document loaders (the document stores' loaders
 * lent to chatflows), text splitters, vector stores and retrievers, keyed by the English text.
 * Names of services, databases and libraries stay as they are. Part of the plugin's German node
 * catalogue (nodes.de.ts).
 */
export const documentSettingsDe: Record<string, string> = {
  // every loader
  Document: 'Dokument',
  Text: 'Text',
  'Text Splitter': 'Textsplitter',
  'Additional Metadata': 'Zusätzliche Metadaten',
  'Extra metadata added to every document (a JSON object)':
    'Zusätzliche Metadaten für jedes Dokument (ein JSON-Objekt)',
  'Omit Metadata Keys': 'Metadaten-Schlüssel weglassen',
  'Metadata keys to drop, separated by commas; * drops all but the extra metadata above':
    'Wegzulassende Metadaten-Schlüssel, durch Kommas getrennt; * lässt alle außer den zusätzlichen Metadaten oben weg',
  'Kept for imported flows': 'Für importierte Flows beibehalten',
  'Kept for imported flows; has no effect here':
    'Für importierte Flows beibehalten; wirkt sich hier nicht aus',
  // files and text
  'Txt File': 'TXT-Datei',
  'Text to load': 'Zu ladender Text',
  Usage: 'Verwendung',
  'One document per page': 'Ein Dokument pro Seite',
  'One document per file': 'Ein Dokument pro Datei',
  'Use Legacy Build': 'Legacy-Build verwenden',
  'Single Column Extraction': 'Nur eine Spalte auslesen',
  'Only this column’s values become the text': 'Nur die Werte dieser Spalte werden zum Text',
  'Separate by JSON Object (JSON Array)': 'Nach JSON-Objekten trennen (JSON-Liste)',
  'Pointers Extraction (separated by commas)': 'Zeiger auslesen (durch Kommas getrennt)',
  'key1, key2': 'schlüssel1, schlüssel2',
  // web pages and APIs
  'Get Relative Links Method': 'Methode für relative Links',
  'Web Crawl': 'Web-Crawl',
  'Scrape XML Sitemap': 'XML-Sitemap auslesen',
  'Get Relative Links Limit': 'Höchstzahl relativer Links',
  '0 loads only the page itself': '0 lädt nur die Seite selbst',
  'Selector (CSS)': 'Selektor (CSS)',
  'Kept for imported flows; the whole page text is loaded':
    'Für importierte Flows beibehalten; der ganze Seitentext wird geladen',
  'SSL Certificate': 'SSL-Zertifikat',
  'Kept for imported flows; the system’s certificates are used':
    'Für importierte Flows beibehalten; die Zertifikate des Systems werden verwendet',
  // GitHub
  'Repo Link': 'Repository-Link',
  Branch: 'Branch',
  Recursive: 'Rekursiv',
  'Max Concurrency': 'Maximale Parallelität',
  'Ignore Paths': 'Zu ignorierende Pfade',
  'Max Retries': 'Maximale Wiederholungen',
  // document stores
  'Select Store': 'Speicher auswählen',
  // text splitters
  'Chunk Size': 'Chunk-Größe',
  'Characters per chunk at most': 'Höchstzahl Zeichen pro Chunk',
  'Chunk Overlap': 'Chunk-Überlappung',
  'Characters adjacent chunks share': 'Zeichen, die benachbarte Chunks gemeinsam haben',
  'Custom Separators': 'Eigene Trennzeichen',
  'A JSON array of separators, tried in order': 'Eine JSON-Liste von Trennzeichen, der Reihe nach versucht',
  'Custom Separator': 'Eigenes Trennzeichen',
  'Split on this text (blank lines when empty)': 'An diesem Text teilen (an Leerzeilen, wenn leer)',
  'Encoding Name': 'Name der Kodierung',
  Language: 'Sprache',
  // vector stores and retrievers
  'Vector Store': 'Vektorspeicher',
  Retriever: 'Abrufer',
  'How many passages a search returns': 'Wie viele Passagen eine Suche liefert',
  'Record Manager': 'Record Manager',
  'Base Path to load': 'Zu ladender Basispfad',
  'A folder name inside the server’s data folder; empty: one per flow and node':
    'Ein Ordnername im Datenordner des Servers; leer: einer pro Flow und Knoten',
  'Pinecone Index': 'Pinecone-Index',
  'Pinecone Namespace': 'Pinecone-Namespace',
  'Pinecone Metadata Filter': 'Pinecone-Metadatenfilter',
  'Pinecone Retriever': 'Pinecone-Abrufer',
  'Pinecone Vector Store Index': 'Pinecone-Vektorspeicherindex',
  'Search Type': 'Suchart',
  Similarity: 'Ähnlichkeit',
  'Max Marginal Relevance': 'Maximale marginale Relevanz (MMR)',
  'Fetch K (for MMR Search)': 'Fetch K (für MMR-Suche)',
  'Lambda (for MMR Search)': 'Lambda (für MMR-Suche)',
  '0: most diverse, 1: most relevant': '0: am vielfältigsten, 1: am relevantesten',
  // PostgreSQL (pgvector)
  Host: 'Host',
  Database: 'Datenbank',
  Port: 'Port',
  SSL: 'SSL',
  'Table Name': 'Tabellenname',
  documents: 'documents',
  Driver: 'Treiber',
  'Kept for imported flows; both use the same table layout here':
    'Für importierte Flows beibehalten; beide verwenden hier denselben Tabellenaufbau',
  TypeORM: 'TypeORM',
  PGVector: 'PGVector',
  'Distance Strategy': 'Abstandsmaß',
  Cosine: 'Kosinus',
  Euclidean: 'Euklidisch',
  'Inner Product': 'Skalarprodukt',
  'Additional Configuration': 'Weitere Konfiguration',
  'Retriever Name': 'Name des Abrufers',
  'netflix movies': 'Netflix-Filme',
  'Retriever Description': 'Beschreibung des Abrufers',
  'When to use this retriever': 'Wann dieser Abrufer verwendet werden soll',
};
