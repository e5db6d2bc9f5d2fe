/**
 * German for the credentials page and its dialogs, and for the texts of the built-in credential
 * types (description, field labels and hints) they show. Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // The list
  Credentials: 'Zugangsdaten',
  credential: 'Zugangsdaten',
  credentials: 'Zugangsdaten',
  'Search name or type': 'Name oder Typ suchen',
  'Add credential': 'Zugangsdaten hinzufügen',
  'No credentials yet. Add API keys and passwords here; flows refer to them without ever showing them.':
    'Noch keine Zugangsdaten. Legen Sie hier API-Schlüssel und Passwörter an; Flows verweisen darauf, ohne sie je anzuzeigen.',
  Name: 'Name',
  Type: 'Typ',
  Updated: 'Geändert',
  Created: 'Erstellt',
  Shared: 'Geteilt',
  'Shared by another workspace: read-only': 'Von einem anderen Arbeitsbereich geteilt: schreibgeschützt',
  Edit: 'Bearbeiten',
  Share: 'Teilen',
  Delete: 'Löschen',
  Cancel: 'Abbrechen',
  Save: 'Speichern',
  Add: 'Hinzufügen',
  "Credential '{{name}}' deleted": "Zugangsdaten '{{name}}' gelöscht",
  "Credential '{{name}}' saved": "Zugangsdaten '{{name}}' gespeichert",
  "Credential '{{name}}' added": "Zugangsdaten '{{name}}' hinzugefügt",
  "Credential '{{name}}' shared with {{workspaces}}": "Zugangsdaten '{{name}}' geteilt mit {{workspaces}}",
  "Credential '{{name}}' is no longer shared": "Zugangsdaten '{{name}}' werden nicht mehr geteilt",
  'Delete credential': 'Zugangsdaten löschen',
  "Delete the credential '{{name}}'? This cannot be undone.":
    "Die Zugangsdaten '{{name}}' löschen? Das kann nicht rückgängig gemacht werden.",
  "The credential type '{{type}}' is not available (its plugin is not loaded)":
    "Der Zugangsdatentyp '{{type}}' ist nicht verfügbar (sein Plugin ist nicht geladen)",

  // Type picker
  'Search credential types': 'Zugangsdatentypen suchen',
  'Loading credential types…': 'Zugangsdatentypen werden geladen…',
  "No credential type matches '{{search}}'.": "Kein Zugangsdatentyp passt zu '{{search}}'.",
  'Credential types': 'Zugangsdatentypen',

  // Create and edit
  'Edit {{name}}': '{{name}} bearbeiten',
  'New {{type}} credential': 'Neue Zugangsdaten: {{type}}',
  'Loading credential…': 'Zugangsdaten werden geladen…',
  'Credential name': 'Name der Zugangsdaten',
  'Name is required': 'Der Name ist erforderlich',
  '{{field}} is required': '{{field}} ist erforderlich',
  '{{field}} must be valid JSON': '{{field}} muss gültiges JSON sein',
  'Stored. Leave empty to keep it, or type a new value to replace it.':
    'Gespeichert. Leer lassen, um den Wert zu behalten, oder einen neuen Wert eingeben, um ihn zu ersetzen.',
  'Choose…': 'Auswählen…',

  // Sharing (enterprise)
  "Share '{{name}}'": "'{{name}}' teilen",
  'The workspaces you tick may use this credential in their flows. They see its name and type, never its values, and cannot edit, delete or share it.':
    'Die angehakten Arbeitsbereiche dürfen diese Zugangsdaten in ihren Flows verwenden. Sie sehen Name und Typ, nie die Werte, und können sie weder bearbeiten noch löschen oder teilen.',
  'Loading workspaces…': 'Arbeitsbereiche werden geladen…',
  'There is no other workspace in this organization yet.':
    'In dieser Organisation gibt es noch keinen anderen Arbeitsbereich.',
  Workspaces: 'Arbeitsbereiche',

  // A refused delete
  'Credential in use': 'Zugangsdaten in Verwendung',
  "'{{name}}' is used by this flow:": "'{{name}}' wird von diesem Flow verwendet:",
  "'{{name}}' is used by these flows:": "'{{name}}' wird von diesen Flows verwendet:",
  'Flows using the credential': 'Flows, die die Zugangsdaten verwenden',
  'Deleting it anyway makes those flows fail until you pick another credential.':
    'Wenn Sie sie trotzdem löschen, schlagen diese Flows fehl, bis Sie andere Zugangsdaten wählen.',
  'Delete anyway': 'Trotzdem löschen',

  // The built-in credential types: descriptions
  'An API key from console.mistral.ai.': 'Ein API-Schlüssel von console.mistral.ai.',
  'An API key from console.groq.com.': 'Ein API-Schlüssel von console.groq.com.',
  'An access token from huggingface.co (settings, access tokens).':
    'Ein Zugriffstoken von huggingface.co (Einstellungen, Access Tokens).',
  'A Redis server by host and port.': 'Ein Redis-Server über Host und Port.',
  'A Redis server by URL (redis:// or rediss://).':
    'Ein Redis-Server über eine URL (redis:// oder rediss://).',
  'An API key from serpapi.com.': 'Ein API-Schlüssel von serpapi.com.',
  'An API key from serper.dev.': 'Ein API-Schlüssel von serper.dev.',
  'An API token from replicate.com (account settings, API tokens).':
    'Ein API-Token von replicate.com (Kontoeinstellungen, API-Tokens).',
  'A Google API key and the ID of a Programmable Search Engine.':
    'Ein Google-API-Schlüssel und die ID einer Programmable Search Engine.',
  'An API key from app.pinecone.io.': 'Ein API-Schlüssel von app.pinecone.io.',
  'The user and password of a PostgreSQL server.': 'Benutzer und Passwort eines PostgreSQL-Servers.',
  'The API key of a LocalAI server, when it asks for one.':
    'Der API-Schlüssel eines LocalAI-Servers, falls er einen verlangt.',
  'A GitHub access token.': 'Ein GitHub-Zugriffstoken.',
  'An API key from brave.com/search/api.': 'Ein API-Schlüssel von brave.com/search/api.',
  'An API key from tavily.com.': 'Ein API-Schlüssel von tavily.com.',
  'An API key from exa.ai.': 'Ein API-Schlüssel von exa.ai.',
  'A Slack bot token (xoxb-...) with the scopes the actions need.':
    'Ein Slack-Bot-Token (xoxb-...) mit den Berechtigungen, die die Aktionen brauchen.',
  'The email of a Jira Cloud user and an API token of theirs.':
    'Die E-Mail-Adresse eines Jira-Cloud-Benutzers und eines seiner API-Tokens.',
  'An SMTP server the Send Email tool sends through.':
    'Ein SMTP-Server, über den das Werkzeug Send Email sendet.',
  'An API key from platform.openai.com.': 'Ein API-Schlüssel von platform.openai.com.',
  'An API key from console.anthropic.com.': 'Ein API-Schlüssel von console.anthropic.com.',
  'A Gemini API key from Google AI Studio.': 'Ein Gemini-API-Schlüssel aus Google AI Studio.',
  'A Google Cloud service account key (JSON) with access to Vertex AI.':
    'Ein Google-Cloud-Dienstkontoschlüssel (JSON) mit Zugriff auf Vertex AI.',
  'An Azure OpenAI resource: its key, instance, deployment and API version.':
    'Eine Azure-OpenAI-Ressource: Schlüssel, Instanz, Deployment und API-Version.',
  'Any server speaking the OpenAI API: Ollama, LM Studio, vLLM, Groq, OpenRouter...':
    'Jeder Server, der die OpenAI-API spricht: Ollama, LM Studio, vLLM, Groq, OpenRouter...',
  'A Langfuse project key pair; flows whose analytics name it send their traces there.':
    'Ein Schlüsselpaar eines Langfuse-Projekts; Flows, deren Analysen es nennen, senden ihre Traces dorthin.',
  'A LangSmith API key; flows whose analytics name it send their traces there.':
    'Ein LangSmith-API-Schlüssel; Flows, deren Analysen ihn nennen, senden ihre Traces dorthin.',
  'A user name and password sent as an Authorization: Basic header.':
    'Benutzername und Passwort, gesendet als Header Authorization: Basic.',
  'A token sent as an Authorization: Bearer header.': 'Ein Token, gesendet als Header Authorization: Bearer.',
  'A key sent in a header of your choice.': 'Ein Schlüssel, gesendet in einem Header Ihrer Wahl.',

  // The built-in credential types: fields
  'Mistral AI API Key': 'Mistral-AI-API-Schlüssel',
  'Groq API Key': 'Groq-API-Schlüssel',
  'Hugging Face Token': 'Hugging-Face-Token',
  Host: 'Host',
  Port: 'Port',
  User: 'Benutzer',
  Password: 'Passwort',
  'Use TLS': 'TLS verwenden',
  'Redis URL': 'Redis-URL',
  'Serp Api Key': 'SerpApi-Schlüssel',
  'Serper Api Key': 'Serper-API-Schlüssel',
  'Replicate Api Key': 'Replicate-API-Schlüssel',
  'Google Custom Search Api Key': 'API-Schlüssel für Google Custom Search',
  'Programmable Search Engine ID': 'ID der Programmable Search Engine',
  'Pinecone Api Key': 'Pinecone-API-Schlüssel',
  'LocalAI Api Key': 'LocalAI-API-Schlüssel',
  'Access Token': 'Zugriffstoken',
  'BraveSearch Api Key': 'BraveSearch-API-Schlüssel',
  'Tavily Api Key': 'Tavily-API-Schlüssel',
  'E2B API': 'E2B-API',
  'E2B Api Key': 'E2B-API-Schlüssel',
  'An API key from e2b.dev (Code Interpreter by E2B).':
    'Ein API-Schlüssel von e2b.dev (Code-Interpreter von E2B).',
  'ExaSearch Api Key': 'ExaSearch-API-Schlüssel',
  'Bot Token': 'Bot-Token',
  'User Name': 'Benutzername',
  'TLS from the start (true for port 465)': 'TLS von Anfang an (true für Port 465)',
  'From Address': 'Absenderadresse',
  'Client ID': 'Client-ID',
  'Client Secret': 'Client-Secret',
  'OpenAI API Key': 'OpenAI-API-Schlüssel',
  'Anthropic API Key': 'Anthropic-API-Schlüssel',
  'Google AI API Key': 'Google-AI-API-Schlüssel',
  'Service Account Key (JSON)': 'Dienstkontoschlüssel (JSON)',
  'Project ID': 'Projekt-ID',
  'Azure OpenAI API Key': 'Azure-OpenAI-API-Schlüssel',
  'Instance Name': 'Instanzname',
  'The resource name in https://{instance}.openai.azure.com.':
    'Der Ressourcenname in https://{instance}.openai.azure.com.',
  'Deployment Name': 'Deployment-Name',
  'API Version': 'API-Version',
  Provider: 'Anbieter',
  'Base URL': 'Basis-URL',
  'The URL that /chat/completions is appended to.': 'Die URL, an die /chat/completions angehängt wird.',
  'API Key': 'API-Schlüssel',
  'Leave empty for servers that need none (Ollama, LM Studio).':
    'Leer lassen bei Servern, die keinen brauchen (Ollama, LM Studio).',
  'Public Key': 'Öffentlicher Schlüssel',
  'Secret Key': 'Geheimer Schlüssel',
  Endpoint: 'Endpunkt',
  Username: 'Benutzername',
  Token: 'Token',
  'Header Name': 'Header-Name',
  'Header Value': 'Header-Wert',
  "Signs in with Google (OAuth2) with the scopes the tool needs, using your app's client ID and secret; or paste an access token.":
    'Meldet sich bei Google an (OAuth2) mit den Berechtigungen, die das Werkzeug braucht, über Client-ID und Secret Ihrer App; oder fügen Sie ein Zugriffstoken ein.',
  "Signs in with Microsoft (OAuth2) with the scopes the tool needs, using your app's client ID and secret; or paste an access token.":
    'Meldet sich bei Microsoft an (OAuth2) mit den Berechtigungen, die das Werkzeug braucht, über Client-ID und Secret Ihrer App; oder fügen Sie ein Zugriffstoken ein.',
  'Authorization URL': 'Autorisierungs-URL',
  'Access Token URL': 'Zugriffstoken-URL',
  Scope: 'Berechtigungen (Scope)',
  'Sign in with {{provider}}': 'Bei {{provider}} anmelden',
  'Redirect URI to register with {{provider}}': 'Bei {{provider}} zu registrierende Weiterleitungs-URI',
  'Waiting for the sign-in window…': 'Warten auf das Anmeldefenster…',
  'Signed in: the access token is renewed when it runs out':
    'Angemeldet: Das Zugriffstoken wird erneuert, wenn es abläuft',
  'Add the credential with its client ID and secret first, then sign in.':
    'Fügen Sie die Zugangsdaten zuerst mit Client-ID und Secret hinzu und melden Sie sich dann an.',
};
