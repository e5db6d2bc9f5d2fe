import { agent, at, llm, model, note, type Recipe, reply, start, system } from './recipeKit.ts';

/** Flows with control: routing, loops, iteration, approval, calls to other systems. */
export const workflowRecipes: Recipe[] = [
  {
    name: 'Support Router',
    description: 'A condition agent sends billing, technical and other questions to a specialist each.',
    usecases: ['Customer Support', 'Routing'],
    badge: 'POPULAR',
    build(b) {
      const route = b.add(
        'conditionAgentAgentflow',
        at(1),
        {
          ...model('conditionAgent'),
          conditionAgentInstructions: '<p>Decide which team should answer the customer.</p>',
          conditionAgentInput: '<p>{{ question }}</p>',
          conditionAgentScenarios: [
            { scenario: 'Billing or payment question' },
            { scenario: 'Technical problem' },
            { scenario: 'Anything else' },
          ],
        },
        'Route',
      );
      b.connect(start(b), route);
      b.connect(
        route,
        agent(b, 2, -1, 'Billing', 'You answer billing questions: invoices, refunds, plans.'),
        0,
      );
      b.connect(
        route,
        agent(b, 2, 0, 'Technical', 'You troubleshoot technical problems step by step.', ['currentDateTime']),
        1,
      );
      b.connect(
        route,
        llm(b, 2, 1, 'General', 'You answer general questions briefly and point to the right team.'),
        2,
      );
    },
  },
  {
    name: 'Keyword Condition Routing',
    description:
      'A rule-based condition (no model) routes refund requests to a fixed answer and the rest to an assistant.',
    usecases: ['Routing'],
    build(b) {
      const cond = b.add(
        'conditionAgentflow',
        at(1),
        {
          conditions: [{ type: 'string', value1: '{{ question }}', operation: 'contains', value2: 'refund' }],
        },
        'Mentions refund?',
      );
      b.connect(start(b), cond);
      b.connect(
        cond,
        reply(
          b,
          2,
          -1,
          'Refunds are handled within 5 working days. Reply with your order number to start one.',
          'Refund Answer',
        ),
        0,
      );
      b.connect(cond, llm(b, 2, 1, 'Assistant', 'You are a helpful store assistant.'), 1);
    },
  },
  {
    name: 'Iterate Over a List',
    description: 'Runs an LLM for every item of a list (here product names) and joins the results.',
    usecases: ['Batch', 'Writing'],
    build(b) {
      const s = start(b, { startState: [{ key: 'items', value: '["lamp","desk","chair"]' }] });
      const it = b.add(
        'iterationAgentflow',
        at(1),
        { iterationInput: '{{ $flow.state.items }}' },
        {
          label: 'For each product',
          style: { width: 320, height: 200 },
        },
      );
      b.add(
        'llmAgentflow',
        { x: 40, y: 60 },
        {
          ...model('llm'),
          llmMessages: system('Write a one-sentence product description.'),
          llmUserMessage: 'Product: {{ $iteration }}',
        },
        { label: 'Describe', parentNode: it.id },
      );
      b.chain(s, it, reply(b, 3, 0, '{{ iterationAgentflow_0 }}', 'All Descriptions'));
    },
  },
  {
    name: 'Self-Review Loop',
    description: 'Writes an answer, has a reviewer check it, and loops back once for a better version.',
    usecases: ['Writing', 'Quality'],
    build(b) {
      const w = llm(b, 1, 0, 'Writer', 'Answer the question clearly and correctly.');
      const r = llm(b, 2, 0, 'Reviewer', 'Review the answer below and list concrete improvements.', {
        llmUserMessage: '{{ llmAgentflow_0 }}',
      });
      const loop = b.add(
        'loopAgentflow',
        at(3),
        { loopBackToNode: 'llmAgentflow_0-Writer', maxLoopCount: 1, fallbackMessage: '{{ llmAgentflow_0 }}' },
        'Improve Once',
      );
      b.chain(start(b), w, r, loop);
    },
  },
  {
    name: 'Human Approval Before Sending',
    description:
      'Drafts an announcement, waits for a person to approve or reject it, then publishes or revises.',
    usecases: ['Human in the Loop', 'Writing'],
    badge: 'NEW',
    build(b) {
      const draft = llm(b, 1, 0, 'Draft', 'Draft a short internal announcement about the topic given.');
      const approve = b.add(
        'humanInputAgentflow',
        at(2),
        {
          humanInputDescriptionType: 'fixed',
          humanInputDescription: '<p>Approve this announcement?</p>',
          humanInputEnableFeedback: true,
        },
        'Approve',
      );
      b.chain(start(b), draft, approve);
      b.connect(approve, reply(b, 3, -1, 'Published: {{ llmAgentflow_0 }}', 'Publish'), 0);
      b.connect(
        approve,
        llm(b, 3, 1, 'Revise', 'Rewrite the announcement taking the reviewer feedback into account.', {
          llmUserMessage: '{{ llmAgentflow_0 }}',
        }),
        1,
      );
    },
  },
  {
    name: 'Tool Call With Approval',
    description: 'An agent may use the calculator only after a person approves each call.',
    usecases: ['Human in the Loop', 'Agent'],
    build(b) {
      b.chain(
        start(b),
        b.add(
          'agentAgentflow',
          at(1),
          {
            ...model('agent'),
            agentMessages: system('You help with arithmetic. Use the calculator.'),
            agentTools: [
              {
                agentSelectedTool: 'calculator',
                agentSelectedToolConfig: { agentSelectedTool: 'calculator' },
                agentSelectedToolRequiresHumanInput: true,
              },
            ],
          },
          'Agent',
        ),
      );
    },
  },
  {
    name: 'API Integration',
    description:
      'Calls your REST API with the HTTP node (its address comes from the variable api_base_url) and explains the answer.',
    usecases: ['API Integration'],
    badge: 'POPULAR',
    build(b) {
      const http = b.add(
        'httpAgentflow',
        at(1),
        {
          method: 'GET',
          url: '{{ $vars.api_base_url }}/status',
          queryParams: [{ key: 'q', value: '{{ question }}' }],
          responseType: 'json',
        },
        'Call API',
      );
      const explain = llm(b, 2, 0, 'Explain', 'Explain the API response below to the user in plain words.', {
        llmUserMessage: '{{ httpAgentflow_0 }}',
      });
      b.chain(start(b), http, explain);
      note(b, 1, 1, 'Create the variable api_base_url (Variables page) with your API address.');
    },
  },
  {
    name: 'Web Page Agent',
    description: 'An agent with an HTTP GET tool that reads the pages a user names and answers about them.',
    usecases: ['Web Research', 'Agent'],
    build(b) {
      b.chain(
        start(b),
        agent(
          b,
          1,
          0,
          'Reader',
          'When the user names a URL, fetch it with the requests tool and answer from its content.',
          ['requestsGet'],
        ),
      );
    },
  },
  {
    name: 'Web Research Brief',
    description: 'Plans search questions, researches with an agent, then writes a sourced brief.',
    usecases: ['Web Research'],
    build(b) {
      const plan = llm(
        b,
        1,
        0,
        'Plan',
        'List three questions to research for the topic given, one per line.',
      );
      const research = agent(
        b,
        2,
        0,
        'Researcher',
        'Research the questions below; fetch pages you know with the requests tool and note their URLs.',
        ['requestsGet'],
        {
          agentUserMessage: '{{ llmAgentflow_0 }}',
        },
      );
      const write = llm(
        b,
        3,
        0,
        'Write Brief',
        'Write a one-page brief from the research notes, with sources.',
        { llmUserMessage: '{{ agentAgentflow_0 }}' },
      );
      b.chain(start(b), plan, research, write);
    },
  },
  {
    name: 'SQL Question Answering',
    description:
      'Writes a read-only SQL query for a question about your schema, runs it through your API and explains the rows.',
    usecases: ['SQL', 'Data'],
    build(b) {
      const s = start(b, {
        startState: [
          { key: 'schema', value: 'orders(id, customer, total, created_at); customers(id, name, country)' },
        ],
      });
      const sql = llm(
        b,
        1,
        0,
        'Write SQL',
        'Write one read-only SQL SELECT for the question, using only this schema: {{ $flow.state.schema }}. Answer with the query only.',
      );
      const run = b.add(
        'httpAgentflow',
        at(2),
        {
          method: 'POST',
          url: '{{ $vars.api_base_url }}/sql',
          bodyType: 'json',
          body: '{"query": "{{ llmAgentflow_0 }}"}',
          responseType: 'json',
        },
        'Run Query',
      );
      const explain = llm(b, 3, 0, 'Explain', 'Answer the question from these rows.', {
        llmUserMessage: '{{ httpAgentflow_0 }}',
      });
      b.chain(s, sql, run, explain);
    },
  },
  {
    name: 'Content Moderation Gate',
    description: 'A custom function checks the message against a block list before an assistant answers.',
    usecases: ['Safety', 'Routing'],
    build(b) {
      const check = b.add(
        'customFunctionAgentflow',
        at(1),
        {
          customFunctionInputVariables: [{ variableName: 'text', variableValue: '{{ question }}' }],
          customFunctionJavascriptFunction:
            "const blocked = ['password', 'credit card'];\nreturn blocked.some((w) => $text.toLowerCase().includes(w)) ? 'blocked' : 'ok';",
        },
        'Check',
      );
      const cond = b.add(
        'conditionAgentflow',
        at(2),
        {
          conditions: [
            {
              type: 'string',
              value1: '{{ customFunctionAgentflow_0 }}',
              operation: 'equal',
              value2: 'blocked',
            },
          ],
        },
        'Blocked?',
      );
      b.chain(start(b), check, cond);
      b.connect(cond, reply(b, 3, -1, 'Please do not share passwords or card numbers here.', 'Refuse'), 0);
      b.connect(cond, llm(b, 3, 1, 'Assistant', 'You are a helpful assistant.'), 1);
    },
  },
  {
    name: 'Lead Qualification',
    description: 'Scores an inbound lead from a form and routes hot leads to a personal follow-up draft.',
    usecases: ['Sales', 'Routing'],
    build(b) {
      const s = start(b, {
        startInputType: 'formInput',
        formTitle: 'New lead',
        formDescription: 'Company and need',
        formInputTypes: [
          { type: 'string', label: 'Company', name: 'company' },
          { type: 'string', label: 'Need', name: 'need' },
          { type: 'number', label: 'Seats', name: 'seats' },
        ],
      });
      const cond = b.add(
        'conditionAgentflow',
        at(1),
        {
          conditions: [{ type: 'number', value1: '{{ $form.seats }}', operation: 'largerEqual', value2: 50 }],
        },
        '50+ seats?',
      );
      b.connect(s, cond);
      b.connect(
        cond,
        llm(b, 2, -1, 'Follow-up', 'Write a personal follow-up email to this lead.', {
          llmUserMessage: '{{ $form.company }} needs {{ $form.need }} for {{ $form.seats }} seats',
        }),
        0,
      );
      b.connect(
        cond,
        reply(b, 2, 1, 'Thanks! Our self-serve plans fit {{ $form.company }} well.', 'Self-serve'),
        1,
      );
    },
  },
  {
    name: 'State Across Steps',
    description: 'Keeps a topic in the flow state, writes an outline and then a draft from it.',
    usecases: ['Writing'],
    build(b) {
      const s = start(b, { startState: [{ key: 'topic', value: '' }] });
      const outline = llm(b, 1, 0, 'Outline', 'Write a five-point outline for the topic.', {
        llmUpdateState: [{ key: 'topic', value: '{{ question }}' }],
      });
      const draft = llm(
        b,
        2,
        0,
        'Draft',
        'Write a short article on {{ $flow.state.topic }} following this outline.',
        { llmUserMessage: '{{ llmAgentflow_0 }}' },
      );
      b.chain(s, outline, draft);
    },
  },
  {
    name: 'Date-Aware Scheduler',
    description:
      'An agent reads the current date with its date tool, then proposes meeting slots for the request.',
    usecases: ['Productivity'],
    build(b) {
      b.chain(
        start(b),
        agent(
          b,
          1,
          0,
          'Scheduler',
          'Read the current date with your tool, then propose three meeting slots for the request in the next working days.',
          ['currentDateTime'],
        ),
      );
    },
  },
  {
    name: 'Multi-Agent Supervisor',
    description:
      'A supervisor agent plans, then a writer and a critic agent work in turn, and the supervisor answers.',
    usecases: ['Multi Agent'],
    badge: 'NEW',
    build(b) {
      const plan = agent(b, 1, 0, 'Supervisor', 'Break the task into steps for a writer and a critic.');
      const writer = agent(b, 2, 0, 'Writer', 'Do the writing step you are given.', [], {
        agentUserMessage: '{{ agentAgentflow_0 }}',
      });
      const critic = agent(b, 3, 0, 'Critic', 'Point out errors in the work below and fix them.', [], {
        agentUserMessage: '{{ agentAgentflow_1 }}',
      });
      const answer = agent(
        b,
        4,
        0,
        'Supervisor Answer',
        'Give the user the final result from the reviewed work.',
        [],
        { agentUserMessage: '{{ agentAgentflow_2 }}' },
      );
      b.chain(start(b), plan, writer, critic, answer);
    },
  },
];
