import { describe, expect, it } from 'vitest';
import { flowToolInputSchema } from './flowTool.ts';

describe('a flow as an MCP tool', () => {
  it('asks for a question, or for the Start node form fields', () => {
    expect(flowToolInputSchema('{"nodes":[]}')).toMatchObject({ required: ['question'] });
    const form = JSON.stringify({
      nodes: [
        {
          data: {
            name: 'startAgentflow',
            inputs: {
              startInputType: 'formInput',
              formInputTypes: [
                { type: 'number', name: 'age', label: 'Age' },
                { type: 'options', name: 'drink', label: 'Drink', addOptions: [{ option: 'Tea' }] },
              ],
            },
          },
        },
      ],
    });
    expect(flowToolInputSchema(form)).toEqual({
      type: 'object',
      properties: {
        form: {
          type: 'object',
          description: 'Form inputs for the agent flow',
          properties: {
            age: { type: 'number', description: 'Age' },
            drink: { type: 'string', enum: ['Tea'], description: 'Drink' },
          },
        },
      },
      required: ['form'],
    });
  });
});
