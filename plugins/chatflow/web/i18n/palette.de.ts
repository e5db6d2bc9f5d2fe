/**
 * German for what the chatflow canvas's palette shows of its nodes: the categories, each node's
 * label and description, keyed by their English text. Labels that are the names of models,
 * services or LangChain classes stay as they are. Part of the plugin's German node catalogue
 * (nodes.de.ts).
 */
export const paletteDe: Record<string, string> = {
  // categories
  'Chat Models': 'Chat-Modelle',
  LLMs: 'LLMs',
  Embeddings: 'Embeddings',
  Memory: 'Gedächtnis',
  Prompts: 'Prompts',
  Chains: 'Ketten',
  Agents: 'Agenten',
  Tools: 'Werkzeuge',
  Retrievers: 'Abrufer',
  'Vector Stores': 'Vektorspeicher',
  'Document Loaders': 'Dokument-Loader',
  'Text Splitters': 'Textsplitter',
  'Output Parsers': 'Ausgabe-Parser',
  Moderation: 'Moderation',
  Engine: 'Engine',
  'Response Synthesizer': 'Antwortsynthese',
  Cache: 'Cache',
  Utilities: 'Hilfsmittel',
  // why a node cannot run here (on its card and in the validation list, after 'Not available here:')
  'OpenAI Assistants run on OpenAI’s Assistants API (threads and runs), which this product does not call. Use a Tool Agent with an OpenAI chat model and the same tools instead.':
    'OpenAI Assistants laufen über die Assistants API von OpenAI (Threads und Runs), die dieses Produkt nicht aufruft. Nehmen Sie stattdessen einen Tool Agent mit einem OpenAI-Chat-Modell und denselben Werkzeugen.',
  "A model could reach any file the server can, so agents do not read or write the server's files. Use a document loader or a custom tool instead.":
    'Ein Modell käme an jede Datei, die der Server erreicht, darum lesen und schreiben Agenten keine Dateien des Servers. Nehmen Sie stattdessen einen Dokument-Loader oder ein eigenes Werkzeug.',
  // memory
  'Redis-Backed Chat Memory': 'Redis-Backed Chat Memory',
  'Keeps the conversation in Redis, per session': 'Behält das Gespräch in Redis, pro Sitzung',
  'Buffer Memory': 'Buffer Memory',
  'Keeps the whole conversation of the session, stored with the chat messages':
    'Behält das ganze Gespräch der Sitzung, gespeichert mit den Chat-Nachrichten',
  'Buffer Window Memory': 'Buffer Window Memory',
  'Keeps only the last k exchanges of the session': 'Behält nur die letzten k Wechsel der Sitzung',
  'Conversation Summary Buffer Memory': 'Conversation Summary Buffer Memory',
  'Keeps recent messages up to a token limit and summarizes the older ones':
    'Behält die letzten Nachrichten bis zu einer Token-Grenze und fasst die älteren zusammen',
  'Conversation Summary Memory': 'Conversation Summary Memory',
  'Gives the model a running summary of the session instead of every message':
    'Gibt dem Modell eine fortlaufende Zusammenfassung der Sitzung statt jeder Nachricht',
  // output parsers
  'Advanced Structured Output Parser': 'Advanced Structured Output Parser',
  'Turns the answer into JSON matching a schema written in Zod notation':
    'Macht aus der Antwort JSON nach einem in Zod-Schreibweise angegebenen Schema',
  'CSV Output Parser': 'CSV Output Parser',
  'Turns the answer into a list of comma-separated values':
    'Macht aus der Antwort eine Liste kommagetrennter Werte',
  'Custom List Output Parser': 'Custom List Output Parser',
  'Turns the answer into a list split by your separator':
    'Macht aus der Antwort eine Liste, geteilt an Ihrem Trennzeichen',
  'Structured Output Parser': 'Structured Output Parser',
  'Turns the answer into a JSON object with the properties you list':
    'Macht aus der Antwort ein JSON-Objekt mit den angegebenen Eigenschaften',
  // chat models and LLMs
  'Azure ChatOpenAI': 'Azure ChatOpenAI',
  'Chat models deployed on Azure OpenAI': 'Auf Azure OpenAI bereitgestellte Chat-Modelle',
  AzureChatOpenAI: 'AzureChatOpenAI',
  'Azure OpenAI chat deployments for the engine-style nodes':
    'Chat-Bereitstellungen von Azure OpenAI für die Engine-Knoten',
  ChatAnthropic: 'ChatAnthropic',
  'Claude chat models from Anthropic': 'Claude-Chat-Modelle von Anthropic',
  'Claude chat models for the engine-style nodes': 'Claude-Chat-Modelle für die Engine-Knoten',
  'Google Gemini': 'Google Gemini',
  'Gemini chat models from Google AI Studio': 'Gemini-Chat-Modelle aus Google AI Studio',
  ChatMistralAI: 'ChatMistralAI',
  'Mistral AI chat models through their hosted API': 'Chat-Modelle von Mistral AI über deren gehostete API',
  ChatOllama: 'ChatOllama',
  'Chat models served by a local or remote Ollama server':
    'Chat-Modelle von einem lokalen oder entfernten Ollama-Server',
  ChatOpenAI: 'ChatOpenAI',
  'OpenAI chat models (GPT-4o and later) for chains and agents':
    'Chat-Modelle von OpenAI (GPT-4o und neuer) für Ketten und Agenten',
  'OpenAI Custom Model': 'OpenAI Custom Model',
  'Any server that speaks the OpenAI chat API, at the base path you give':
    'Jeder Server, der die Chat-API von OpenAI spricht, unter dem angegebenen Basispfad',
  'OpenAI chat models for the engine-style nodes': 'Chat-Modelle von OpenAI für die Engine-Knoten',
  Groq: 'Groq',
  'Fast open models hosted by Groq': 'Schnelle offene Modelle, gehostet von Groq',
  'HuggingFace Inference': 'HuggingFace Inference',
  'Open models through Hugging Face inference providers':
    'Offene Modelle über die Inferenzanbieter von Hugging Face',
  Replicate: 'Replicate',
  'Open models hosted on Replicate, text or image': 'Offene Modelle auf Replicate, für Text oder Bild',
  Ollama: 'Ollama',
  'Text completion with a model served by Ollama': 'Textvervollständigung mit einem Modell von Ollama',
  OpenAI: 'OpenAI',
  'OpenAI text-completion models (gpt-3.5-turbo-instruct)':
    'Textvervollständigungsmodelle von OpenAI (gpt-3.5-turbo-instruct)',
  // prompts
  'Chat Prompt Template': 'Chat Prompt Template',
  'A system and a human message with {variables}': 'Eine System- und eine Benutzernachricht mit {variables}',
  'Few Shot Prompt Template': 'Few Shot Prompt Template',
  'A prompt that shows the model worked examples before the question':
    'Ein Prompt, der dem Modell vor der Frage gelöste Beispiele zeigt',
  'Prompt Template': 'Prompt Template',
  'A prompt with {variables}; their values can come from the question or other nodes':
    'Ein Prompt mit {variables}; ihre Werte können aus der Frage oder anderen Knoten kommen',
  // chains
  'Conversation Chain': 'Conversation Chain',
  'Talks with the user, keeping the conversation in memory':
    'Spricht mit dem Benutzer und behält das Gespräch im Gedächtnis',
  'GET API Chain': 'GET API Chain',
  'Lets a model call a GET API described by its documentation, then answers from the result':
    'Lässt ein Modell eine per Dokumentation beschriebene GET-API aufrufen und antwortet aus dem Ergebnis',
  'LLM Chain': 'LLM Chain',
  'Sends a prompt to a model, optionally parsing the answer':
    'Schickt einen Prompt an ein Modell und wertet die Antwort wahlweise aus',
  'Multi Prompt Chain': 'Multi Prompt Chain',
  'Picks the best-suited prompt for each question and answers with it':
    'Wählt für jede Frage den passendsten Prompt und antwortet damit',
  'POST API Chain': 'POST API Chain',
  'Lets a model call a POST API described by its documentation, then answers from the result':
    'Lässt ein Modell eine per Dokumentation beschriebene POST-API aufrufen und antwortet aus dem Ergebnis',
  'Sql Database Chain': 'Sql Database Chain',
  'Answers questions by writing and running read-only SQL on a PostgreSQL database':
    'Beantwortet Fragen, indem es nur lesendes SQL für eine PostgreSQL-Datenbank schreibt und ausführt',
  'Conversational Retrieval QA Chain': 'Conversational Retrieval QA Chain',
  'Answers from retrieved passages, turning follow-up questions into standalone ones first':
    'Antwortet aus gefundenen Passagen und macht Folgefragen zuerst zu eigenständigen Fragen',
  'Retrieval QA Chain': 'Retrieval QA Chain',
  'Answers one question from retrieved passages': 'Beantwortet eine Frage aus gefundenen Passagen',
  // utilities
  'Custom JS Function': 'Eigene JS-Funktion',
  'Runs your JavaScript in a sandbox; its result feeds other nodes or ends the flow':
    'Führt Ihr JavaScript in einer Sandbox aus; das Ergebnis geht an andere Knoten oder beendet den Flow',
  'Get Variable': 'Variable lesen',
  'Reads a value stored earlier in this run by Set Variable':
    'Liest einen Wert, den „Variable setzen“ früher in diesem Lauf gespeichert hat',
  'IfElse Function': 'Wenn-sonst-Funktion',
  'Sends the flow down one of two branches, decided by your JavaScript':
    'Schickt den Flow in einen von zwei Zweigen, entschieden von Ihrem JavaScript',
  'Set Variable': 'Variable setzen',
  'Stores a value under a name for later nodes of this run':
    'Speichert einen Wert unter einem Namen für spätere Knoten dieses Laufs',
  'Sticky Note': 'Notizzettel',
  'A note on the canvas; it does not run': 'Eine Notiz auf der Arbeitsfläche; sie wird nicht ausgeführt',
  // moderation
  'OpenAI Moderation': 'OpenAI Moderation',
  'Refuses questions that the OpenAI moderation service flags':
    'Weist Fragen zurück, die der Moderationsdienst von OpenAI markiert',
  'Simple Prompt Moderation': 'Einfache Prompt-Moderation',
  'Refuses questions that contain denied phrases, optionally judged by a model':
    'Weist Fragen mit verbotenen Wendungen zurück, wahlweise von einem Modell beurteilt',
  // retrievers
  'Prompt Retriever': 'Prompt Retriever',
  'A named prompt the Multi Prompt Chain can pick':
    'Ein benannter Prompt, den die Multi Prompt Chain wählen kann',
  'Vector Store Retriever': 'Vector Store Retriever',
  'A named retriever over a vector store': 'Ein benannter Abrufer über einem Vektorspeicher',
  // engines and response synthesizers
  'Simple Chat Engine': 'Simple Chat Engine',
  'Chats with a model directly, keeping the conversation in memory':
    'Chattet direkt mit einem Modell und behält das Gespräch im Gedächtnis',
  'Context Chat Engine': 'Context Chat Engine',
  'A chat with memory that looks up passages for every message':
    'Ein Chat mit Gedächtnis, der zu jeder Nachricht Passagen nachschlägt',
  'Query Engine': 'Query Engine',
  'Answers a question from retrieved passages, without memory':
    'Beantwortet eine Frage aus gefundenen Passagen, ohne Gedächtnis',
  'Sub Question Query Engine': 'Sub Question Query Engine',
  'Splits a question into sub-questions for several query engines, then answers from their answers':
    'Teilt eine Frage in Teilfragen für mehrere Query Engines und antwortet aus deren Antworten',
  'Compact and Refine': 'Compact and Refine',
  'Writes a query engine’s answer from the passages (compact and refine)':
    'Schreibt die Antwort einer Query Engine aus den Passagen (compact and refine)',
  Refine: 'Refine',
  'Writes a query engine’s answer from the passages (refine)':
    'Schreibt die Antwort einer Query Engine aus den Passagen (refine)',
  'Simple Response Builder': 'Simple Response Builder',
  'Writes a query engine’s answer from the passages (simple response builder)':
    'Schreibt die Antwort einer Query Engine aus den Passagen (simple response builder)',
  TreeSummarize: 'TreeSummarize',
  'Writes a query engine’s answer from the passages (treesummarize)':
    'Schreibt die Antwort einer Query Engine aus den Passagen (treesummarize)',
  // agents
  'Tool Agent': 'Tool Agent',
  'An agent that answers by calling tools through the model’s native tool calling':
    'Ein Agent, der über die eingebauten Werkzeugaufrufe des Modells Werkzeuge aufruft und antwortet',
  'ReAct Agent for Chat Models': 'ReAct Agent für Chat-Modelle',
  'An agent that reasons step by step in text (thought, action, observation) with a chat model':
    'Ein Agent, der mit einem Chat-Modell Schritt für Schritt in Text überlegt (Gedanke, Aktion, Beobachtung)',
  'ReAct Agent for LLMs': 'ReAct Agent für LLMs',
  'An agent that reasons step by step in text (thought, action, observation) with any language model':
    'Ein Agent, der mit einem beliebigen Sprachmodell Schritt für Schritt in Text überlegt (Gedanke, Aktion, Beobachtung)',
  'Conversational Agent': 'Conversational Agent',
  'A chat agent with memory that may call tools while it converses':
    'Ein Chat-Agent mit Gedächtnis, der im Gespräch Werkzeuge aufrufen darf',
  'CSV Agent': 'CSV Agent',
  'Answers questions about a CSV file: the model reads its columns and queries the rows with JavaScript in the sandbox':
    'Beantwortet Fragen zu einer CSV-Datei: Das Modell liest ihre Spalten und fragt die Zeilen mit JavaScript in der Sandbox ab',
  'OpenAI Assistant': 'OpenAI Assistant',
  'An assistant kept on OpenAI’s servers (Assistants API), with its own tools and files':
    'Ein Assistent auf den Servern von OpenAI (Assistants API), mit eigenen Werkzeugen und Dateien',
  // tools
  Calculator: 'Rechner',
  'Evaluates arithmetic expressions (no code runs)': 'Wertet Rechenausdrücke aus (es läuft kein Code)',
  'Custom Tool': 'Eigenes Werkzeug',
  'A tool saved in this workspace (Tools page), run in the sandbox':
    'Ein in diesem Workspace gespeichertes Werkzeug (Seite Werkzeuge), ausgeführt in der Sandbox',
  'Chain Tool': 'Chain Tool',
  'Lets an agent call a chain as a tool': 'Lässt einen Agenten eine Kette als Werkzeug aufrufen',
  'Retriever Tool': 'Retriever Tool',
  'Lets an agent search a retriever for passages':
    'Lässt einen Agenten in einem Abrufer nach Passagen suchen',
  'Requests Get': 'Requests Get',
  'Lets an agent send HTTP GET requests (private addresses refused unless allowed)':
    'Lässt einen Agenten HTTP-GET-Anfragen senden (private Adressen nur, wenn erlaubt)',
  'Requests Post': 'Requests Post',
  'Lets an agent send HTTP POST requests (private addresses refused unless allowed)':
    'Lässt einen Agenten HTTP-POST-Anfragen senden (private Adressen nur, wenn erlaubt)',
  'Read File': 'Datei lesen',
  'Lets an agent read files on the server’s disk':
    'Lässt einen Agenten Dateien auf dem Datenträger des Servers lesen',
  'Write File': 'Datei schreiben',
  'Lets an agent write files on the server’s disk':
    'Lässt einen Agenten Dateien auf den Datenträger des Servers schreiben',
  'Serp API': 'Serp API',
  'Web search through SerpApi (serpapi.com)': 'Websuche über SerpApi (serpapi.com)',
  'Code Interpreter by E2B': 'Code-Interpreter von E2B',
  'Execute code in a sandbox environment': 'Code in einer Sandbox-Umgebung ausführen',
  Serper: 'Serper',
  'Google search results through Serper (serper.dev)': 'Google-Suchergebnisse über Serper (serper.dev)',
  'Google Custom Search': 'Google Custom Search',
  'Web search through a Google Programmable Search Engine':
    'Websuche über eine Google Programmable Search Engine',
  'OpenAPI Toolkit': 'OpenAPI-Toolkit',
  'One tool per operation of an OpenAPI specification (JSON or YAML), called through the guarded fetch':
    'Ein Werkzeug je Operation einer OpenAPI-Spezifikation (JSON oder YAML), aufgerufen über den geschützten Abruf',
  'QueryEngine Tool': 'QueryEngine Tool',
  'Lets a sub-question engine ask a query engine': 'Lässt eine Teilfragen-Engine eine Query Engine fragen',
  // embeddings
  'OpenAI Embeddings': 'OpenAI Embeddings',
  'Turns text into vectors with OpenAI': 'Macht mit OpenAI aus Text Vektoren',
  'Azure OpenAI Embeddings': 'Azure OpenAI Embeddings',
  'Turns text into vectors with Azure OpenAI': 'Macht mit Azure OpenAI aus Text Vektoren',
  'Ollama Embeddings': 'Ollama Embeddings',
  'Turns text into vectors with Ollama': 'Macht mit Ollama aus Text Vektoren',
  'LocalAI Embeddings': 'LocalAI Embeddings',
  'Turns text into vectors with LocalAI': 'Macht mit LocalAI aus Text Vektoren',
  'OpenAI Embedding': 'OpenAI Embedding',
  'Google Gemini Embeddings': 'Google Gemini Embeddings',
  'Turns text into vectors with Google Gemini': 'Macht mit Google Gemini aus Text Vektoren',
  // document loaders
  'Text File': 'Textdatei',
  'Loads text files (plain text, Markdown, code, HTML)':
    'Lädt Textdateien (reiner Text, Markdown, Code, HTML)',
  'Plain Text': 'Reiner Text',
  'Text typed into the node': 'Im Knoten eingegebener Text',
  'Pdf File': 'PDF-Datei',
  'Loads the text of PDF files': 'Lädt den Text von PDF-Dateien',
  'Csv File': 'CSV-Datei',
  'Loads CSV files, one document per row': 'Lädt CSV-Dateien, ein Dokument je Zeile',
  'Json File': 'JSON-Datei',
  'Loads the string values of JSON files': 'Lädt die Zeichenkettenwerte von JSON-Dateien',
  'Docx File': 'Docx-Datei',
  'Loads the text of Word (.docx) files': 'Lädt den Text von Word-Dateien (.docx)',
  'Cheerio Web Scraper': 'Cheerio Web Scraper',
  'Loads the text of web pages (private addresses refused unless allowed)':
    'Lädt den Text von Webseiten (private Adressen nur, wenn erlaubt)',
  'API Loader': 'API-Loader',
  'Loads the answer of an HTTP API (private addresses refused unless allowed)':
    'Lädt die Antwort einer HTTP-API (private Adressen nur, wenn erlaubt)',
  Github: 'Github',
  'Loads the text files of a GitHub repository branch (through GitHub’s REST API)':
    'Lädt die Textdateien eines Branches eines GitHub-Repositorys (über die REST-API von GitHub)',
  'Document Store': 'Dokumentenspeicher',
  'The chunks of a document store of this workspace, as documents':
    'Die Abschnitte eines Dokumentenspeichers dieses Workspace, als Dokumente',
  // text splitters
  'Recursive Character Text Splitter': 'Recursive Character Text Splitter',
  'Splits text on paragraphs, then lines, then words, until chunks fit':
    'Teilt Text an Absätzen, dann Zeilen, dann Wörtern, bis die Abschnitte passen',
  'Character Text Splitter': 'Character Text Splitter',
  'Splits text on one separator': 'Teilt Text an einem Trennzeichen',
  'Token Text Splitter': 'Token Text Splitter',
  'Splits text by token counts of a model encoding': 'Teilt Text nach Token-Zahlen einer Modellkodierung',
  'Markdown Text Splitter': 'Markdown Text Splitter',
  'Splits Markdown on headings, then paragraphs': 'Teilt Markdown an Überschriften, dann an Absätzen',
  'HtmlToMarkdown Text Splitter': 'HtmlToMarkdown Text Splitter',
  'Turns HTML into Markdown, then splits it on headings and paragraphs':
    'Macht aus HTML Markdown und teilt es dann an Überschriften und Absätzen',
  'Code Text Splitter': 'Code Text Splitter',
  'Splits source code along its functions and classes':
    'Teilt Quellcode entlang seiner Funktionen und Klassen',
  // vector stores
  'In-Memory Vector Store': 'In-Memory Vector Store',
  'Embeds the connected documents for this run and searches them in memory':
    'Bettet die verbundenen Dokumente für diesen Lauf ein und durchsucht sie im Arbeitsspeicher',
  'Document Store (Vector)': 'Dokumentenspeicher (Vektoren)',
  'Searches an upserted document store of this workspace':
    'Durchsucht einen eingespielten Dokumentenspeicher dieses Workspace',
  Faiss: 'Faiss',
  'An exact vector index kept on the server’s disk (under the data folder), rebuilt when its documents change':
    'Ein exakter Vektorindex auf dem Datenträger des Servers (im Datenordner), neu aufgebaut, wenn sich seine Dokumente ändern',
  Pinecone: 'Pinecone',
  'Stores and searches vectors in a Pinecone index':
    'Speichert und durchsucht Vektoren in einem Pinecone-Index',
  'Stores and searches vectors in a Pinecone index (for query engines)':
    'Speichert und durchsucht Vektoren in einem Pinecone-Index (für Query Engines)',
  Postgres: 'Postgres',
  'Stores and searches vectors in a PostgreSQL table (pgvector)':
    'Speichert und durchsucht Vektoren in einer PostgreSQL-Tabelle (pgvector)',
};
