import { agent, at, llm, note, type Recipe, start } from './recipeKit.ts';

/** Flows that reach out: your APIs and database, web pages, dates, a team of agents. */
export const integrationRecipes: Recipe[] = [
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
