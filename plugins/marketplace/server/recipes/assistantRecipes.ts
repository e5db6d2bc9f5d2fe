import { agent, at, fields, llm, model, note, type Recipe, reply, start, system } from './recipeKit.ts';

/** Assistants people build first: chat, tools, documents, extraction, writing. */
export const assistantRecipes: Recipe[] = [
  {
    name: 'Simple Chat Assistant',
    description: 'A friendly assistant with conversation memory: the smallest useful flow.',
    usecases: ['Chatbot'],
    badge: 'POPULAR',
    build(b) {
      b.chain(
        start(b),
        llm(b, 1, 0, 'Assistant', 'You are a helpful, concise assistant.', { llmEnableMemory: true }),
      );
    },
  },
  {
    name: 'Tool Calling Assistant',
    description: 'An agent that uses a calculator and the current date and time when a question needs them.',
    usecases: ['Agent', 'Chatbot'],
    badge: 'POPULAR',
    build(b) {
      b.chain(
        start(b),
        agent(
          b,
          1,
          0,
          'Assistant',
          'You are a careful assistant. Use the calculator for arithmetic and the date tool for anything about today.',
          ['calculator', 'currentDateTime'],
        ),
      );
    },
  },
  {
    name: 'Customer Support with Knowledge',
    description:
      'A support agent that answers from your document store (pick one in the Agent node) and says when it does not know.',
    usecases: ['Customer Support', 'Documents QnA'],
    badge: 'POPULAR',
    build(b) {
      const s = start(b);
      const a = agent(
        b,
        1,
        0,
        'Support Agent',
        'You are a support agent for our product. Answer only from the knowledge you are given; when it does not cover the question, say so and offer to open a ticket.',
        [],
        { agentKnowledgeDocumentStores: [] },
      );
      b.chain(s, a);
      note(b, 1, 1, 'Pick your document store under Knowledge (Document Stores) in the Support Agent.');
    },
  },
  {
    name: 'Structured Data Extraction',
    description: 'Turns a free-text message into a typed record: name, email, company, intent and urgency.',
    usecases: ['Extraction'],
    build(b) {
      b.chain(
        start(b),
        llm(
          b,
          1,
          0,
          'Extractor',
          'Extract the contact details and intent from the message. Leave a field empty when it is not given.',
          {
            llmStructuredOutput: fields(
              ['name', 'string', 'Full name of the sender'],
              ['email', 'string', 'Email address'],
              ['company', 'string', 'Company name'],
              ['intent', 'string', 'What the sender wants, in a few words'],
              ['urgent', 'boolean', 'Whether it needs an answer today'],
            ),
          },
        ),
        reply(b, 2, 0, '{{ llmAgentflow_0 }}', 'Record'),
      );
    },
  },
  {
    name: 'Translator',
    description: 'Translates any message into the language chosen in a form, keeping formatting and tone.',
    usecases: ['Translation'],
    build(b) {
      const s = start(b, {
        startInputType: 'formInput',
        formTitle: 'Translate',
        formDescription: 'Text and the language to translate it into',
        formInputTypes: [
          { type: 'string', label: 'Text', name: 'text' },
          {
            type: 'options',
            label: 'Language',
            name: 'language',
            addOptions: [
              { option: 'French' },
              { option: 'German' },
              { option: 'Spanish' },
              { option: 'Japanese' },
            ],
          },
        ],
      });
      b.chain(
        s,
        llm(
          b,
          1,
          0,
          'Translate',
          'Translate the text into {{ $form.language }}. Keep formatting, names and tone. Answer with the translation only.',
          {
            llmUserMessage: '{{ $form.text }}',
          },
        ),
      );
    },
  },
  {
    name: 'Summarizer',
    description: 'Summarises a long text into a headline, three key points and the action items.',
    usecases: ['Summarization'],
    build(b) {
      b.chain(
        start(b),
        llm(
          b,
          1,
          0,
          'Summarize',
          'Summarise the text the user gives: a one-line headline, three key points as bullets, then the action items with owners if named.',
        ),
      );
    },
  },
  {
    name: 'Email Reply Drafter',
    description:
      'Drafts a polite reply to a customer email in the company voice, then checks the draft for tone.',
    usecases: ['Customer Support', 'Writing'],
    build(b) {
      const draft = llm(
        b,
        1,
        0,
        'Draft',
        'Write a reply to this customer email: warm, clear, under 150 words, signed "The team".',
      );
      const check = llm(
        b,
        2,
        0,
        'Tone Check',
        'Improve the draft reply below so it is polite and free of promises we cannot keep. Answer with the final reply only.',
        {
          llmUserMessage: '{{ llmAgentflow_0 }}',
        },
      );
      b.chain(start(b), draft, check);
    },
  },
  {
    name: 'Meeting Notes to Tasks',
    description:
      'Reads meeting notes and lists the tasks as JSON (task, owner, due date) ready for a tracker.',
    usecases: ['Extraction', 'Productivity'],
    build(b) {
      b.chain(
        start(b),
        llm(b, 1, 0, 'Tasks', 'List every task agreed in these meeting notes.', {
          llmStructuredOutput: fields(
            ['tasks', 'jsonArray', 'Each task with task, owner and due (ISO date or empty)'],
            ['summary', 'string', 'One sentence about the meeting'],
          ),
        }),
      );
    },
  },
  {
    name: 'Sentiment Classifier',
    description:
      'Classifies feedback as positive, neutral or negative with a reason, for dashboards and alerts.',
    usecases: ['Classification'],
    build(b) {
      b.chain(
        start(b),
        llm(b, 1, 0, 'Classify', 'Classify the sentiment of the feedback.', {
          llmStructuredOutput: [
            {
              key: 'sentiment',
              type: 'enum',
              enumValues: 'positive, neutral, negative',
              description: 'Overall sentiment',
            },
            { key: 'reason', type: 'string', description: 'Why, in one sentence' },
          ],
        }),
      );
    },
  },
  {
    name: 'Onboarding Form Assistant',
    description: 'Starts from a form (name, role, team) and writes a personal first-week plan.',
    usecases: ['HR', 'Productivity'],
    build(b) {
      const s = b.add('startAgentflow', at(0), {
        startInputType: 'formInput',
        formTitle: 'Welcome aboard',
        formDescription: 'Tell us about the new colleague',
        formInputTypes: [
          { type: 'string', label: 'Name', name: 'name' },
          { type: 'string', label: 'Role', name: 'role' },
          { type: 'string', label: 'Team', name: 'team' },
        ],
      });
      b.chain(
        s,
        b.add(
          'llmAgentflow',
          at(1),
          {
            ...model('llm'),
            llmMessages: system(
              'Write a friendly first-week plan for a new colleague, day by day, with one person to meet each day.',
            ),
            llmUserMessage: 'Name: {{ $form.name }}, role: {{ $form.role }}, team: {{ $form.team }}',
          },
          'First Week Plan',
        ),
      );
    },
  },
];
