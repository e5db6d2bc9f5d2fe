import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../flow.ts';
import { sandboxModuleProblems } from './sandboxModuleProblems.ts';

const node = (name: string, inputs: Record<string, unknown>) =>
  ({
    id: `${name}_0`,
    position: { x: 0, y: 0 },
    data: { id: `${name}_0`, name, label: name, inputs },
  }) as FlowNode;

describe('sandboxModuleProblems', () => {
  const allowed = ['lodash', 'node-fetch'];

  it('names the first module outside the list, per code input', () => {
    expect(
      sandboxModuleProblems(
        node('ifElseFunction', {
          ifFunction: "const _ = require('lodash'); return require('fs')",
          elseFunction: "// require('pg')\nreturn require('node-fetch')",
        }),
        allowed,
      ),
    ).toEqual([
      {
        field: 'ifFunction',
        message: "Module 'fs' is not available in the sandbox. Allowed: lodash, node-fetch",
        // the same as key and values, for the canvas to say in the reader's language
        say: {
          text: "Module '{{name}}' is not available in the sandbox. Allowed: {{allowed}}",
          values: { name: 'fs', allowed: 'lodash, node-fetch' },
          nodeValues: {},
        },
      },
    ]);
    expect(
      sandboxModuleProblems(
        node('customFunctionAgentflow', { customFunctionJavascriptFunction: "require('pg')" }),
        allowed,
      ),
    ).toEqual([
      expect.objectContaining({
        field: 'customFunctionJavascriptFunction',
        message: "Module 'pg' is not available in the sandbox. Allowed: lodash, node-fetch",
      }),
    ]);
  });

  it('leaves other nodes and allowed modules alone', () => {
    expect(
      sandboxModuleProblems(node('customFunction', { javascriptFunction: "require('lodash/get')" }), allowed),
    ).toEqual([]);
    expect(sandboxModuleProblems(node('llmAgentflow', { llmMessages: "require('fs')" }), allowed)).toEqual(
      [],
    );
  });
});
