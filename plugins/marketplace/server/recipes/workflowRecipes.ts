import { agent, at, llm, model, type Recipe, reply, start, system } from './recipeKit.ts';

/** Flows with control: routing, loops, iteration, approval, moderation, state. */
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
];
