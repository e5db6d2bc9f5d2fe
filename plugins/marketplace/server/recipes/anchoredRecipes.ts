import type { AnchoredNode } from '../../../../node-registry/rules/anchoredFlow.ts';
import type { Recipe } from './recipeKit.ts';

/** The chat model node of a chatflow or multi-agent template: OpenAI, the credential left to pick. */
const chat: AnchoredNode = {
  id: 'chatOpenAI_0',
  name: 'chatOpenAI',
  inputs: { modelName: 'gpt-4o-mini', temperature: 0.2 },
};

/**
 * Built-in templates of the other flow kinds: chatflows (components wired by type) and multi-agent
 * flows (a supervisor team, sequential agents), drawn with the peer's anchors so they open on
 * /canvas and /agentcanvas and run like flows built there.
 */
export const anchoredRecipes: Recipe[] = [
  {
    name: 'Conversation with Memory',
    description: 'A chatflow that talks with people and remembers what was said earlier in the chat.',
    usecases: ['Chatbot'],
    anchored: {
      kind: 'Chatflow',
      nodes: [
        chat,
        { id: 'bufferMemory_0', name: 'bufferMemory', inputs: { memoryKey: 'chat_history' } },
        {
          id: 'conversationChain_0',
          name: 'conversationChain',
          inputs: {
            systemMessagePrompt:
              'You are a friendly assistant. Answer briefly and ask when something is unclear.',
          },
        },
      ],
      edges: [
        ['chatOpenAI_0', 'conversationChain_0', 'model'],
        ['bufferMemory_0', 'conversationChain_0', 'memory'],
      ],
    },
  },
  {
    name: 'Structured Answer Chain',
    description:
      'A chatflow LLM chain whose answer is parsed into fields (answer and source) for other systems to read.',
    usecases: ['Extraction'],
    anchored: {
      kind: 'Chatflow',
      nodes: [
        chat,
        {
          id: 'promptTemplate_0',
          name: 'promptTemplate',
          inputs: {
            template: 'Answer the question and say where the answer comes from.\nQuestion: {question}',
          },
        },
        {
          id: 'structuredOutputParser_0',
          name: 'structuredOutputParser',
          inputs: {
            autofixParser: true,
            jsonStructure: [
              { property: 'answer', type: 'string', description: 'the answer to the question' },
              { property: 'source', type: 'string', description: 'where the answer comes from' },
            ],
          },
        },
        { id: 'llmChain_0', name: 'llmChain', inputs: { chainName: 'Structured answer' } },
      ],
      edges: [
        ['chatOpenAI_0', 'llmChain_0', 'model'],
        ['promptTemplate_0', 'llmChain_0', 'prompt'],
        ['structuredOutputParser_0', 'llmChain_0', 'outputParser'],
      ],
    },
  },
  {
    name: 'Tool Agent with Calculator',
    description:
      'A chatflow agent that calls tools (a calculator here) when a question needs them, with chat memory.',
    usecases: ['Agent'],
    anchored: {
      kind: 'Chatflow',
      nodes: [
        chat,
        { id: 'calculator_0', name: 'calculator' },
        { id: 'bufferMemory_0', name: 'bufferMemory', inputs: { memoryKey: 'chat_history' } },
        {
          id: 'toolAgent_0',
          name: 'toolAgent',
          inputs: {
            systemMessage: 'You are a helpful assistant. Use the calculator for any arithmetic.',
            maxIterations: 5,
          },
        },
      ],
      edges: [
        ['chatOpenAI_0', 'toolAgent_0', 'model'],
        ['calculator_0', 'toolAgent_0', 'tools'],
        ['bufferMemory_0', 'toolAgent_0', 'memory'],
      ],
    },
  },
  {
    name: 'Research Team Supervisor',
    description:
      'A multi-agent flow: a supervisor hands the question to a researcher or an analyst with a calculator, then answers.',
    usecases: ['Multi-agent'],
    anchored: {
      kind: 'MultiAgent',
      nodes: [
        chat,
        { id: 'supervisor_0', name: 'supervisor', inputs: { supervisorName: 'Lead', recursionLimit: 20 } },
        {
          id: 'worker_0',
          name: 'worker',
          inputs: {
            workerName: 'Researcher',
            workerPrompt: 'You gather the facts the question needs and say what you are unsure of.',
          },
        },
        {
          id: 'worker_1',
          name: 'worker',
          inputs: {
            workerName: 'Analyst',
            workerPrompt: 'You work out numbers with the calculator and explain the result.',
          },
        },
        { id: 'calculator_0', name: 'calculator' },
      ],
      edges: [
        ['chatOpenAI_0', 'supervisor_0', 'model'],
        ['supervisor_0', 'worker_0', 'supervisor'],
        ['supervisor_0', 'worker_1', 'supervisor'],
        ['calculator_0', 'worker_1', 'tools'],
      ],
    },
  },
  {
    name: 'Draft and Review Loop',
    description:
      'Sequential agents: a writer drafts, a reviewer grades it, and the draft goes back until it passes.',
    usecases: ['Content', 'Multi-agent'],
    anchored: {
      kind: 'MultiAgent',
      nodes: [
        chat,
        {
          id: 'seqState_0',
          name: 'seqState',
          inputs: {
            selectedStateTab_seqState_0: 'stateMemoryUI',
            stateMemoryUI: JSON.stringify([{ key: 'grade', type: 'Replace', defaultValue: '' }]),
          },
        },
        { id: 'seqStart_0', name: 'seqStart' },
        {
          id: 'seqAgent_0',
          name: 'seqAgent',
          inputs: {
            agentName: 'writer',
            systemMessagePrompt:
              'You write a short, clear text on what is asked, or improve your last draft.',
          },
        },
        {
          id: 'seqLLMNode_0',
          name: 'seqLLMNode',
          inputs: {
            llmNodeName: 'reviewer',
            systemMessagePrompt: 'Grade the last draft: pass when it is clear and correct, else revise.',
            llmStructuredOutput: JSON.stringify([
              { key: 'grade', type: 'Enum', enumValues: 'pass, revise', description: 'the grade' },
            ]),
            selectedUpdateStateMemoryTab_seqLLMNode_0: 'updateStateMemoryUI',
            updateStateMemoryUI: JSON.stringify([{ key: 'grade', value: '$flow.output.grade' }]),
          },
        },
        {
          id: 'seqCondition_0',
          name: 'seqCondition',
          routes: ['Revise'],
          inputs: {
            selectedConditionFunctionTab_seqCondition_0: 'conditionUI',
            conditionUI: JSON.stringify([
              { variable: '$flow.state.grade', operation: 'Is', value: 'revise', output: 'Revise' },
            ]),
          },
        },
        { id: 'seqLoop_0', name: 'seqLoop', inputs: { loopToName: 'writer' } },
        { id: 'seqEnd_0', name: 'seqEnd' },
      ],
      edges: [
        ['chatOpenAI_0', 'seqStart_0', 'model'],
        ['seqState_0', 'seqStart_0', 'state'],
        ['seqStart_0', 'seqAgent_0', 'sequentialNode'],
        ['seqAgent_0', 'seqLLMNode_0', 'sequentialNode'],
        ['seqLLMNode_0', 'seqCondition_0', 'sequentialNode'],
        ['seqCondition_0', 'seqLoop_0', 'sequentialNode', 'Revise'],
        ['seqCondition_0', 'seqEnd_0', 'sequentialNode', 'End'],
      ],
    },
  },
];
