/**
 * German for the document stores' own components (loaders, splitters, the built-in vector store
 * and record manager) as the store pages and the chatflow canvas show them: the manifest's
 * nodeMessages. Texts the chatflow catalogue also has read the same here;
 * tests/architecture/nodeCatalogue.test.ts fails when one is missing or differs.
 */
export const componentsDe: Record<string, string> = {
  'File Loader': 'Datei-Loader',
  'Document Loaders': 'Dokument-Loader',
  'Uploaded files: txt, md, csv, json, jsonl, html, pdf, docx':
    'Hochgeladene Dateien: txt, md, csv, json, jsonl, html, pdf, docx',
  Files: 'Dateien',
  'PDF Usage': 'PDF-Verwendung',
  'One document per page': 'Ein Dokument pro Seite',
  'One document per file': 'Ein Dokument pro Datei',
  'JSON Pointers': 'JSON-Zeiger',
  'JSON and JSONL: only the values of these keys become text (all string values when empty)':
    'JSON und JSONL: Nur die Werte dieser Schlüssel werden zu Text (alle Zeichenkettenwerte, wenn leer)',
  'text, body': 'text, body',
  'Additional Metadata': 'Zusätzliche Metadaten',
  'Key-values added to every document, e.g. {"team": "support"}':
    'Schlüssel und Werte, die jedes Dokument erhält, z. B. {"team": "support"}',
  'Omit Metadata Keys': 'Metadaten-Schlüssel weglassen',
  'Comma-separated metadata keys to remove from every document; * removes all but the added ones':
    'Kommagetrennte Metadaten-Schlüssel, die aus jedem Dokument entfernt werden; * entfernt alle außer den hinzugefügten',
  'key1, key2': 'schlüssel1, schlüssel2',
  'Plain Text': 'Reiner Text',
  'Text typed or pasted here': 'Hier eingegebener oder eingefügter Text',
  Text: 'Text',
  'Paste the text here': 'Text hier einfügen',
  'Web Page': 'Webseite',
  'A web page by URL as text (scripts, styles and navigation left out), optionally crawling same-site links':
    'Eine Webseite per URL als Text (ohne Skripte, Stile und Navigation), auf Wunsch samt verlinkter Seiten derselben Website',
  URL: 'URL',
  'Crawl Same-Site Links': 'Links derselben Website folgen',
  'Also load pages linked from it on the same site':
    'Auch die von ihr verlinkten Seiten derselben Website laden',
  'Page Limit': 'Seitenlimit',
  'Most pages to load when crawling (1 to 100)':
    'Höchstens so viele Seiten beim Folgen der Links laden (1 bis 100)',
  'API Loader': 'API-Loader',
  'The JSON (or text) answer of an HTTP GET or POST':
    'Die JSON- (oder Text-)Antwort eines HTTP-GET oder -POST',
  Method: 'Methode',
  Headers: 'Header',
  Body: 'Inhalt (Body)',
  'Recursive Character Text Splitter': 'Recursive Character Text Splitter',
  'Text Splitters': 'Textsplitter',
  'Splits on paragraphs, then lines, then words until chunks fit':
    'Teilt an Absätzen, dann Zeilen, dann Wörtern, bis die Chunks passen',
  'Chunk Size': 'Chunk-Größe',
  'Largest chunk': 'Größter Chunk',
  'Chunk Overlap': 'Chunk-Überlappung',
  'Custom Separators': 'Eigene Trennzeichen',
  'A JSON array of separators, tried in order, e.g. ["\\n\\n", "\\n", " "]':
    'Ein JSON-Array von Trennzeichen, der Reihe nach versucht, z. B. ["\\n\\n", "\\n", " "]',
  'Character Text Splitter': 'Character Text Splitter',
  'Splits on one separator, then merges pieces up to the chunk size':
    'Teilt an einem Trennzeichen und fügt die Teile bis zur Chunk-Größe zusammen',
  Separator: 'Trennzeichen',
  'Token Text Splitter': 'Token Text Splitter',
  'Chunk size and overlap in tokens of an OpenAI tokenizer':
    'Chunk-Größe und -Überlappung in Tokens eines OpenAI-Tokenizers',
  Encoding: 'Kodierung',
  'Markdown Text Splitter': 'Markdown Text Splitter',
  'Splits along Markdown headings, code blocks and paragraphs':
    'Teilt entlang von Markdown-Überschriften, Codeblöcken und Absätzen',
  'Code Text Splitter': 'Code Text Splitter',
  "Splits source code along the language's classes and functions":
    'Teilt Quellcode entlang der Klassen und Funktionen seiner Sprache',
  Language: 'Sprache',
  'HtmlToMarkdown Text Splitter': 'HtmlToMarkdown Text Splitter',
  'Turns HTML into Markdown, then splits it like Markdown':
    'Wandelt HTML in Markdown um und teilt es dann wie Markdown',
  'Built-in (pgvector)': 'Eingebaut (pgvector)',
  'Vector Stores': 'Vektorspeicher',
  "Vectors in the app's own database: pgvector with an HNSW index and cosine distance (an exact scan where PostgreSQL lacks pgvector)":
    'Vektoren in der eigenen Datenbank der Anwendung: pgvector mit HNSW-Index und Kosinus-Distanz (ein exakter Scan, wo PostgreSQL kein pgvector hat)',
  'Top K': 'Top K',
  'How many chunks a query returns': 'Wie viele Chunks eine Abfrage liefert',
  'Content Hash Record Manager': 'Record Manager nach Inhalts-Hash',
  'Record Manager': 'Record Manager',
  'Built in: each chunk is keyed by a hash of its text and metadata; re-processing skips unchanged chunks and removes vanished ones':
    'Eingebaut: Jeder Chunk wird am Hash seines Textes und seiner Metadaten erkannt; erneutes Verarbeiten überspringt unveränderte Chunks und entfernt verschwundene',
};
