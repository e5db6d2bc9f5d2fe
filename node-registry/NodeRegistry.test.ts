import { describe, expect, it } from 'vitest';
import { HostError } from '../host/common/errors.ts';
import { NodeRegistry } from './NodeRegistry.ts';
import type { InputParam, NodeDefinition } from './types.ts';

const base = (inputs: InputParam[] = []): NodeDefinition => ({
  name: 'demoNode',
  label: 'Demo',
  version: 1,
  type: 'Demo',
  category: 'Test',
  icon: 'Box24Regular',
  color: '#123456',
  description: 'A node for tests',
  baseClasses: ['Demo'],
  inputs,
});

function registerError(def: unknown): HostError {
  try {
    new NodeRegistry().register('test', def as NodeDefinition);
  } catch (err) {
    return err as HostError;
  }
  throw new Error('expected registration to fail');
}

describe('NodeRegistry validation', () => {
  it('accepts every parameter type with its required companions', () => {
    const sub: InputParam[] = [{ label: 'Key', name: 'key', type: 'string' }];
    const inputs: InputParam[] = [
      { label: 'A', name: 'a', type: 'asyncOptions', loadMethod: 'listModels', loadConfig: true },
      { label: 'B', name: 'b', type: 'asyncMultiOptions', loadMethod: 'listTools' },
      { label: 'C', name: 'c', type: 'options', options: [{ label: 'X', name: 'x', show: { a: '.+' } }] },
      { label: 'D', name: 'd', type: 'multiOptions', options: [] },
      { label: 'E', name: 'e', type: 'array', array: sub, minItems: 1 },
      { label: 'F', name: 'f', type: 'datagrid', datagrid: [{ field: 'variable', headerName: 'Variable' }] },
      { label: 'G', name: 'g', type: 'string', rows: 4, acceptVariable: true, hide: { c: ['x'] } },
      { label: 'H', name: 'h', type: 'number', step: 0.1, default: 5 },
      { label: 'I', name: 'i', type: 'boolean', optional: { c: 'x' } },
      { label: 'J', name: 'j', type: 'password' },
      { label: 'K', name: 'k', type: 'json' },
      { label: 'L', name: 'l', type: 'code', codeExample: 'return 1' },
      { label: 'M', name: 'm', type: 'date' },
      { label: 'N', name: 'n', type: 'file', fileType: '.pdf' },
      { label: 'O', name: 'o', type: 'folder' },
      { label: 'P', name: 'p', type: 'tabs', tabIdentifier: 'pTab', tabs: sub },
      { label: 'Q', name: 'q', type: 'conditionFunction', tabIdentifier: 'qTab', tabs: sub },
    ];
    const def: NodeDefinition = {
      ...base(inputs),
      credential: {
        label: 'Connect Credential',
        name: 'credential',
        type: 'credential',
        credentialNames: ['openAIApi'],
      },
      outputs: [{ label: 'Out', name: 'out', type: 'Demo' }],
      inputAnchors: [{ label: 'In', name: 'in', type: 'Demo', list: true }],
      rowOutputs: { param: 'e', extraOutput: 'Else' },
      ui: { container: true },
    };
    const registry = new NodeRegistry();
    registry.register('test', def);
    expect(registry.require('demoNode').inputs).toHaveLength(17);
  });

  it('fails with NODE001 and the path of an unknown parameter type', () => {
    const err = registerError(base([{ label: 'Bad', name: 'bad', type: 'colour' as never }]));
    expect(err).toBeInstanceOf(HostError);
    expect(err.code).toBe('NODE001');
    expect(err.message).toContain('/inputs/0/type');
  });

  it('checks array sub-params recursively', () => {
    const nested = base([
      { label: 'Rows', name: 'rows', type: 'array', array: [{ label: 'X', name: 'x', type: 'options' }] },
    ]);
    const err = registerError(nested);
    expect(err.code).toBe('NODE001');
    expect(err.message).toContain("/inputs/0/array/0 must have required property 'options'");
  });

  it('rejects unknown fields, a bad colour and a missing loadMethod', () => {
    expect(registerError({ ...base(), colour: '#fff' }).message).toContain(
      "must NOT have additional properties 'colour'",
    );
    expect(registerError({ ...base(), color: 'blue' }).message).toContain('/color');
    const noLoad = base([{ label: 'M', name: 'm', type: 'asyncOptions' }]);
    expect(registerError(noLoad).message).toContain("/inputs/0 must have required property 'loadMethod'");
    const noTabs = base([{ label: 'T', name: 't', type: 'tabs' }]);
    expect(registerError(noTabs).message).toContain("must have required property 'tabs'");
  });

  it('rejects a duplicate name with NODE002 and forgets a disposed node', () => {
    const registry = new NodeRegistry();
    const d = registry.register('one', base());
    expect(() => registry.register('two', base())).toThrow(/NODE002/);
    d.dispose();
    expect(registry.get('demoNode')).toBeUndefined();
    expect(() => registry.require('demoNode')).toThrow(/NODE003/);
  });
});

describe('NodeRegistry migrations', () => {
  const step = { node: 'demoNode', from: 1, to: 2, up: (d: never) => d };
  it('keeps migrations of its own nodes until disposed', () => {
    const registry = new NodeRegistry();
    registry.register('test', base());
    const handle = registry.addMigrations('test', [step]);
    expect(registry.migrations()).toEqual([step]);
    expect(() => registry.addMigrations('test', [step])).toThrow(/Two migrations start at demoNode@1/);
    handle.dispose();
    expect(registry.migrations()).toEqual([]);
  });
  it("refuses migrations of another plugin's node", () => {
    const registry = new NodeRegistry();
    registry.register('test', base());
    expect(() => registry.addMigrations('other', [step])).toThrow(/does not register that node type/);
  });
});
