/** The user guide's sections: a heading, its paragraphs, and the pages it leads to. */
export interface GuideSection {
  id: string;
  title: string;
  paragraphs: string[];
  links: { label: string; path: string }[];
}

export const GUIDE: GuideSection[] = [
  {
    id: 'start',
    title: 'Getting started',
    paragraphs: [
      'Add a credential for your model provider first (Credentials). Then build a flow: an agent flow starts with a Start node and sends the question through LLM, Agent, Tool, Condition and other nodes; a chatflow wires LangChain-style components.',
      'Save the flow and talk to it in the chat on the canvas. Every agent-flow run is recorded as an execution you can open node by node.',
    ],
    links: [
      { label: 'Credentials', path: '/credentials' },
      { label: 'Agentflows', path: '/agentflows' },
      { label: 'Chatflows', path: '/chatflows' },
      { label: 'Templates', path: '/marketplaces' },
    ],
  },
  {
    id: 'run',
    title: 'Running flows: chat, API and embed',
    paragraphs: [
      'A saved flow answers POST /api/v1/prediction/{flowId} with {"question": "..."}; add "streaming": true for server-sent events. Give the flow an API key to require one (Authorization: Bearer <key>).',
      "The embed widget puts a flow on any web site; its settings (allowed domains, rate limit, starter prompts, file uploads) are in the flow's configuration.",
    ],
    links: [
      { label: 'API keys', path: '/apikey' },
      { label: 'Executions', path: '/executions' },
    ],
  },
  {
    id: 'knowledge',
    title: 'Your documents',
    paragraphs: [
      "A document store loads files or pages, splits them into chunks, embeds them into a vector store and answers queries; flows use it through the Retriever node or an Agent's knowledge.",
    ],
    links: [
      { label: 'Document stores', path: '/document-stores' },
      { label: 'Chat with documents', path: '/chat-with-documents' },
    ],
  },
  {
    id: 'tools',
    title: 'Tools, variables and assistants',
    paragraphs: [
      'Custom tools run your JavaScript in a sandbox with a JSON Schema for their input; MCP servers add tools of other programs. Variables are values flows read as {{$vars.name}}. A custom assistant is a model with instructions, tools and knowledge, ready to chat.',
    ],
    links: [
      { label: 'Tools', path: '/tools' },
      { label: 'Variables', path: '/variables' },
      { label: 'Assistants', path: '/assistants' },
    ],
  },
  {
    id: 'evaluate',
    title: 'Measuring quality',
    paragraphs: [
      'A dataset holds questions with the answers you expect. Evaluators check each answer: text rules, JSON, numbers such as latency or cost, or an LLM judge with a rubric. An evaluation runs a dataset through one or more flows and shows the pass rate, latency and cost; run it again after a change and compare the two runs.',
    ],
    links: [
      { label: 'Datasets', path: '/datasets' },
      { label: 'Evaluators', path: '/evaluators' },
      { label: 'Evaluations', path: '/evaluations' },
    ],
  },
  {
    id: 'move',
    title: 'Moving in from Flowise',
    paragraphs: [
      'Import a Flowise export (profile menu → Import) or a single flow file on the canvas; flows, tools, variables, assistants, templates and document stores come across as they are. A Flowise database can be read directly as well (see the README).',
    ],
    links: [{ label: 'Agentflows', path: '/agentflows' }],
  },
];
