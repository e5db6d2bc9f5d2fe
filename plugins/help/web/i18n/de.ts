/**
 * German for the help pages (the guide and API reference on /docs; Blogs, Courses, Report a bug).
 * Keys are the English texts; tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // /docs
  Documentation: 'Dokumentation',
  'Guide sections': 'Abschnitte der Anleitung',
  'API reference': 'API-Referenz',
  'version {{version}}': 'Version {{version}}',
  'Search routes': 'Routen suchen',
  'OpenAPI document': 'OpenAPI-Dokument',
  'Every route this server serves under /api/v1, with the permission it needs (any one of those listed). Call them with a session or an API key: Authorization: Bearer <key>.':
    'Jede Route, die dieser Server unter /api/v1 anbietet, mit der Berechtigung, die sie braucht (eine der genannten genügt). Rufen Sie sie mit einer Sitzung oder einem API-Schlüssel auf: Authorization: Bearer <key>.',
  'Loading the reference': 'Die Referenz wird geladen',
  'API routes': 'API-Routen',
  Method: 'Methode',
  Path: 'Pfad',
  Area: 'Bereich',
  Permission: 'Berechtigung',
  public: 'öffentlich',
  'signed in': 'angemeldet',
  // the guide
  'Getting started': 'Erste Schritte',
  'Add a credential for your model provider first (Credentials). Then build a flow: an agent flow starts with a Start node and sends the question through LLM, Agent, Tool, Condition and other nodes; a chatflow wires LangChain-style components.':
    'Legen Sie zuerst Zugangsdaten für Ihren Modellanbieter an (Zugangsdaten). Erstellen Sie dann einen Flow: Ein Agentflow beginnt mit einem Start-Knoten und schickt die Frage durch LLM-, Agent-, Tool-, Condition- und andere Knoten; ein Chatflow verbindet Komponenten im Stil von LangChain.',
  'Save the flow and talk to it in the chat on the canvas. Every agent-flow run is recorded as an execution you can open node by node.':
    'Speichern Sie den Flow und sprechen Sie im Chat auf der Arbeitsfläche mit ihm. Jeder Lauf eines Agentflows wird als Ausführung festgehalten, die Sie Knoten für Knoten öffnen können.',
  Credentials: 'Zugangsdaten',
  Agentflows: 'Agentflows',
  Chatflows: 'Chatflows',
  Templates: 'Vorlagen',
  'Running flows: chat, API and embed': 'Flows ausführen: Chat, API und Einbettung',
  'A saved flow answers POST /api/v1/prediction/{flowId} with {"question": "..."}; add "streaming": true for server-sent events. Give the flow an API key to require one (Authorization: Bearer <key>).':
    'Ein gespeicherter Flow beantwortet POST /api/v1/prediction/{flowId} mit {"question": "..."}; fügen Sie "streaming": true hinzu, um Server-Sent Events zu erhalten. Geben Sie dem Flow einen API-Schlüssel, um einen zu verlangen (Authorization: Bearer <key>).',
  "The embed widget puts a flow on any web site; its settings (allowed domains, rate limit, starter prompts, file uploads) are in the flow's configuration.":
    'Das Einbettungs-Widget bringt einen Flow auf jede Website; seine Einstellungen (erlaubte Domains, Ratenbegrenzung, Einstiegsfragen, Datei-Uploads) finden Sie in der Konfiguration des Flows.',
  'API keys': 'API-Schlüssel',
  Executions: 'Ausführungen',
  'Your documents': 'Ihre Dokumente',
  "A document store loads files or pages, splits them into chunks, embeds them into a vector store and answers queries; flows use it through the Retriever node or an Agent's knowledge.":
    'Ein Dokumentenspeicher lädt Dateien oder Seiten, teilt sie in Abschnitte, bettet sie in einen Vektorspeicher ein und beantwortet Abfragen; Flows nutzen ihn über den Retriever-Knoten oder das Wissen eines Agenten.',
  'Document stores': 'Dokumentenspeicher',
  'Chat with documents': 'Mit Dokumenten chatten',
  'Tools, variables and assistants': 'Werkzeuge, Variablen und Assistenten',
  'Custom tools run your JavaScript in a sandbox with a JSON Schema for their input; MCP servers add tools of other programs. Variables are values flows read as {{$vars.name}}. A custom assistant is a model with instructions, tools and knowledge, ready to chat.':
    'Eigene Werkzeuge führen Ihr JavaScript in einer Sandbox aus, mit einem JSON-Schema für ihre Eingabe; MCP-Server fügen Werkzeuge anderer Programme hinzu. Variablen sind Werte, die Flows als {{$vars.name}} lesen. Ein eigener Assistent ist ein Modell mit Anweisungen, Werkzeugen und Wissen, bereit zum Chatten.',
  Tools: 'Werkzeuge',
  Variables: 'Variablen',
  Assistants: 'Assistenten',
  'Measuring quality': 'Qualität messen',
  'A dataset holds questions with the answers you expect. Evaluators check each answer: text rules, JSON, numbers such as latency or cost, or an LLM judge with a rubric. An evaluation runs a dataset through one or more flows and shows the pass rate, latency and cost; run it again after a change and compare the two runs.':
    'Ein Datensatz enthält Fragen mit den Antworten, die Sie erwarten. Bewerter prüfen jede Antwort: Textregeln, JSON, Zahlen wie Latenz oder Kosten, oder ein LLM als Prüfer mit Bewertungsschema. Eine Evaluierung schickt einen Datensatz durch einen oder mehrere Flows und zeigt Erfolgsquote, Latenz und Kosten; führen Sie sie nach einer Änderung erneut aus und vergleichen Sie die beiden Läufe.',
  Datasets: 'Datensätze',
  Evaluators: 'Bewerter',
  Evaluations: 'Evaluierungen',
  'Moving in from Flowise': 'Umzug von Flowise',
  'Import a Flowise export (profile menu → Import) or a single flow file on the canvas; flows, tools, variables, assistants, templates and document stores come across as they are. A Flowise database can be read directly as well (see the README).':
    'Importieren Sie einen Flowise-Export (Profilmenü → Importieren) oder eine einzelne Flow-Datei auf der Arbeitsfläche; Flows, Werkzeuge, Variablen, Assistenten, Vorlagen und Dokumentenspeicher werden unverändert übernommen. Eine Flowise-Datenbank kann auch direkt gelesen werden (siehe README).',
  // Blogs, Courses, Report a bug
  Blogs: 'Blogs',
  'News of the project: releases, what changed, and how people use it.':
    'Neuigkeiten des Projekts: Versionen, was sich geändert hat und wie es genutzt wird.',
  'Read the blogs': 'Blogs lesen',
  Courses: 'Kurse',
  'Walk-throughs and examples: building agents, retrieval over your documents, evaluations.':
    'Anleitungen und Beispiele: Agenten bauen, Abruf aus Ihren Dokumenten, Evaluierungen.',
  'Open the courses': 'Kurse öffnen',
  'Report a bug': 'Fehler melden',
  'Something does not work as it should? Tell us in the issue tracker. A good report says:':
    'Etwas funktioniert nicht wie erwartet? Melden Sie es im Issue-Tracker. Eine gute Meldung nennt:',
  'Open a bug report': 'Fehlermeldung öffnen',
  'what you did, step by step, and what you expected;':
    'was Sie getan haben, Schritt für Schritt, und was Sie erwartet haben;',
  'what happened instead, with the message shown;': 'was stattdessen geschah, mit der angezeigten Meldung;',
  'the version (profile menu → Version) and the browser;':
    'die Version (Profilmenü → Version) und den Browser;',
  'for a flow, an export of it (flow menu → Export) without credentials.':
    'bei einem Flow dessen Export (Flow-Menü → Exportieren) ohne Zugangsdaten.',
};
